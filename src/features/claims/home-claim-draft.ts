// The home claim draft slice: every step's answer and whether it is completed, persisted per user
// (registered in feature.ts) like the auto claim's. Changes go through the flow (src/flow/flow-draft.ts).
import { proxy } from 'valtio';
import { emptySteps } from '../../flow/flow-steps.ts';
import type { FlowDraft, FlowSteps } from '../../flow/flow-types.ts';
import { HOME_CLAIM_STEPS, type HomeClaimAnswers } from './home-claim-steps.ts';

export type HomeClaimDraft = FlowSteps<HomeClaimAnswers>;

export function emptyHomeDraft(): HomeClaimDraft {
  return emptySteps<typeof HOME_CLAIM_STEPS, HomeClaimAnswers>(HOME_CLAIM_STEPS);
}

export const homeClaimDraft = proxy<FlowDraft<HomeClaimAnswers>>({ steps: emptyHomeDraft() });
