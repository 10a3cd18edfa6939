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

/** Steps that hold a driver's licence file, at `value.licenceFile`. */
export type LicenceStep = Extract<ClaimStepId, 'driver' | 'otherParty'>;

/**
 * Deleting a licence file: the server is asked to delete it; on a 404 (already gone) the local
 * file is dropped as well; on any other failure the local file is kept so nothing is lost.
 * Returns whether the local file was dropped.
 */
export async function deleteLicenceFile(step: LicenceStep, remove: (file: FileRef) => Promise<void>): Promise<boolean> {
  const current = claimDraft.steps[step].value as { licenceFile?: FileRef } | undefined;
  const file = current?.licenceFile;
  if (!file) return false;
  try {
    await remove(file);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== 404) return false;
  }
  const { licenceFile: _dropped, ...rest } = current;
  setStepValue(step, rest);
  return true;
}
