// The claim draft slice: every step's value and whether it is completed. Changes go through
// these actions so completion always follows the rule in claim-steps.ts.
import { proxy } from 'valtio';
import { CLAIM_STEPS, isStepCompleted, type ClaimStepId, type FileRef } from './claim-steps.ts';

export interface ClaimStep {
  value: unknown;
  completed: boolean;
}

export type ClaimDraft = Record<ClaimStepId, ClaimStep>;

export function emptyDraft(): ClaimDraft {
  return Object.fromEntries(CLAIM_STEPS.map((step) => [step, { value: undefined, completed: false }])) as ClaimDraft;
}

export const claimDraft = proxy<{ steps: ClaimDraft; submittedAt?: string; submitError?: string }>({ steps: emptyDraft() });

export function setStepValue(step: ClaimStepId, value: unknown): void {
  claimDraft.steps[step] = { value, completed: isStepCompleted(step, value) };
}

/** Reset clears every step. */
export function resetClaim(): void {
  claimDraft.steps = emptyDraft();
  delete claimDraft.submittedAt;
  delete claimDraft.submitError;
}

export function completedCount(steps: ClaimDraft): number {
  return CLAIM_STEPS.filter((step) => steps[step].completed).length;
}

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
