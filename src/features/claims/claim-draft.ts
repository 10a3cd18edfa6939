// The claim draft slice (docs/product-rules.md#claim-draft): every step's answer and whether it is completed,
// persisted (registered in feature.ts). Changes go through the flow (src/flow/flow-draft.ts) so
// completion always follows the rules.
import { proxy } from 'valtio';
import { CLAIM_STEPS, type ClaimAnswers, type FileRef } from './claim-steps.ts';
import { emptySteps } from '../../flow/flow-steps.ts';
import type { FlowDraft, FlowSteps } from '../../flow/flow-types.ts';

export type ClaimDraft = FlowSteps<ClaimAnswers>;

export function emptyDraft(): ClaimDraft {
  return emptySteps<typeof CLAIM_STEPS, ClaimAnswers>(CLAIM_STEPS);
}

export const claimDraft = proxy<FlowDraft<ClaimAnswers>>({ steps: emptyDraft() });

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
