// Slip consent (docs/product-rules.md#slip-consent): before the first slip the user accepts the
// terms of electronic proof; the answer is saved with `hasGivenSlipConsent` and the visitor data,
// and the signed-in user then carries `hasSlipConsent`, so a user who consented is not asked again.
import { proxy } from 'valtio';
import type { DocumentsCreateSlipResponse, MeSaveSlipConsentResponse } from '../../../api/generated/api-types.ts';
import { requestState, resetRequest, type RequestOutcome, type RequestState } from '../../../state/request-cycle.ts';
import { runCall } from '../../../state/run-call.ts';
import { sessionState, type User } from '../../../state/session-state.ts';
import { visitorData } from '../../../session/visit-events.ts';
import type { ClientMode } from '../../../settings/runtime.ts';

/** The slip screen's own calls (not persisted: a step under way is not worth keeping). */
export const slipRequests = proxy({
  consent: requestState<MeSaveSlipConsentResponse>(),
  createSlip: requestState<DocumentsCreateSlipResponse>(),
});

export function resetSlipRequests(): void {
  resetRequest(slipRequests.consent);
  resetRequest(slipRequests.createSlip);
}

/**
 * Where the consent stands: `given` (never asked again), `asking` (the terms with their box),
 * `sending` (the answer is on its way), `failed` (not saved: the terms again, with the message).
 */
type ConsentStep = 'given' | 'asking' | 'sending' | 'failed';

export function consentStep(user: Pick<User, 'hasSlipConsent'> | null, request: Pick<RequestState<unknown>, 'inProgress' | 'success'>): ConsentStep {
  if (user?.hasSlipConsent === true) return 'given';
  if (request.inProgress) return 'sending';
  if (request.success === false) return 'failed';
  return 'asking';
}

/** Saves the consent; on success the signed-in user has it from then on. */
export async function giveSlipConsent(mode: ClientMode): Promise<RequestOutcome<MeSaveSlipConsentResponse>> {
  const outcome = await runCall(slipRequests, 'consent', 'me.saveSlipConsent', {
    hasGivenSlipConsent: true,
    visitorData: visitorData({ mode, signedIn: true }),
  });
  if (outcome.ok && outcome.data.hasSlipConsent && sessionState.user) sessionState.user.hasSlipConsent = true;
  return outcome;
}
