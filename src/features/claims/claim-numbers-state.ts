import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { CallResponse } from '../../api/call-api.ts';

export type ClaimNumbers = CallResponse<'claims.getClaimNumbers'>;
export type ClaimContact = ClaimNumbers['insuranceCompanies'][number];

export function initialClaimNumbersState() {
  return { claimNumbers: requestState<ClaimNumbers>() };
}

export const claimNumbersState = proxy(initialClaimNumbersState());
