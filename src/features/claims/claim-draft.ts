// The claim draft slice (docs/product-rules.md#claim-draft): every step's answer and whether it is completed,
// persisted (registered in feature.ts). Changes go through the flow (src/flow/flow-draft.ts) so
// completion always follows the rules.
import { proxy } from 'valtio';
import { CLAIM_STEPS, type ClaimStepId, type FileRef } from './claim-steps.ts';
import type { FlowDraft, FlowStepState } from '../../flow/flow-types.ts';

export type ClaimDraft = Record<ClaimStepId, FlowStepState>;

export function emptyDraft(): ClaimDraft {
  return Object.fromEntries(CLAIM_STEPS.map((step) => [step, { value: undefined, completed: false }])) as ClaimDraft;
}

export const claimDraft = proxy<FlowDraft<ClaimStepId>>({ steps: emptyDraft() });

/**
 * Deleting a licence file: the server is asked to delete it; on a 404 (already gone) the local
 * file is dropped as well; on any other failure the local file is kept so nothing is lost.
 * Resolves to whether the local file is dropped (the file control then clears its value).
 */
export async function licenceFileDropped(file: FileRef, remove: (file: FileRef) => Promise<unknown>): Promise<boolean> {
  try {
    await remove(file);
  } catch (error) {
    return (error as { status?: number }).status === 404;
  }
  return true;
}
