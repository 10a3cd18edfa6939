// The selected policy and its details, shared by the policy summary and the slip screen.
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { answerFor, useCall } from '../../../state/use-call.ts';
import { documentsState } from '../documents-state.ts';
import { localIsoDate } from '../slips/slip-eligibility.ts';

/** The selected policy: the url's `?id=`, else the one chosen earlier (documentsState.policy). */
export function usePolicyId(): string | null {
  const fromUrl = new URLSearchParams(useSearch()).get('id');
  const { policy } = useSnapshot(documentsState);
  useEffect(() => {
    if (fromUrl && documentsState.policy !== fromUrl) documentsState.policy = fromUrl;
  }, [fromUrl]);
  return fromUrl || policy || null;
}

/**
 * documents.getPolicyDetails through the request cycle into documentsState.policyDetails; its
 * data only when it is this policy's (the slice holds one policy at a time).
 */
export function usePolicyDetails(id: string | null) {
  return answerFor(useCall(documentsState, 'policyDetails', 'documents.getPolicyDetails', { id: id ?? '' }, { enabled: id !== null }), id);
}

/** Today on the device's calendar (YYYY-MM-DD), read once per screen. */
export function useToday(): string {
  const [today] = useState(() => localIsoDate(new Date()));
  return today;
}
