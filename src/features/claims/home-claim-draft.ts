// The home claim draft slice: every step's answer and whether it is completed, persisted per user
// (registered in feature.ts) like the auto claim's. Changes go through the flow (src/flow/flow-draft.ts).
import { proxy } from 'valtio';
import type { FlowDraft, FlowStepState } from '../../flow/flow-types.ts';
import { HOME_CLAIM_STEPS, type HomeClaimStepId } from './home-claim-steps.ts';

export type HomeClaimDraft = Record<HomeClaimStepId, FlowStepState>;

export function emptyHomeDraft(): HomeClaimDraft {
  return Object.fromEntries(HOME_CLAIM_STEPS.map((step) => [step, { value: undefined, completed: false }])) as HomeClaimDraft;
}

export const homeClaimDraft = proxy<FlowDraft<HomeClaimStepId>>({ steps: emptyHomeDraft() });
