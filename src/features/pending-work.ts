// What the user left unfinished or kept, for the home start page: a claim draft, a half-filled
// payment, slips saved to this device. Read from the slice registry (the features' declared slices,
// by slice name), never from another feature's folder. A slice whose schema loads lazily is restored
// (its validator loaded) only when it has a stored copy, so a visitor's home loads none of them.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { features } from './feature-registry.ts';
import { hasStoredCopy, whenRestored } from '../state/persistence.ts';
import { sessionState } from '../state/session-state.ts';
import type { SliceDeclaration } from './define-feature.ts';

/** The slices the start page summarises (names of declared slices). */
export const PENDING_SLICES = { claim: 'claim', payment: 'payment', documents: 'documents' } as const;

interface SavedSlipSummary {
  id: string;
  kind: string;
  policyNumber?: string;
}

interface PendingWork {
  /** A claim draft with at least one answer. */
  claimDraft: boolean;
  /** A payment started and not sent. */
  paymentDraft: boolean;
  /** Slips saved to this device, newest first. */
  savedSlips: SavedSlipSummary[];
}

const nothing = proxy<Record<string, unknown>>({});

function declared(name: string): SliceDeclaration | undefined {
  return features.slices.find((slice) => slice.name === name);
}

function hasContent(slice: SliceDeclaration | undefined, state: object): boolean {
  if (!slice) return false;
  try {
    return slice.hasContent ? slice.hasContent(state) : JSON.stringify(state) !== JSON.stringify(slice.initial);
  } catch {
    return false;
  }
}

/** The saved slips of a documents slice as stored (documents schema: savedSlips by id, timeAdded by id). */
export function savedSlipsOf(state: unknown): SavedSlipSummary[] {
  const { savedSlips, timeAdded } = (state ?? {}) as { savedSlips?: unknown; timeAdded?: unknown };
  if (!savedSlips || typeof savedSlips !== 'object') return [];
  const added = timeAdded && typeof timeAdded === 'object' ? (timeAdded as Record<string, unknown>) : {};
  const list: (SavedSlipSummary & { at: string })[] = [];
  for (const slip of Object.values(savedSlips as Record<string, unknown>)) {
    if (!slip || typeof slip !== 'object') continue;
    const { id, kind, policy } = slip as { id?: unknown; kind?: unknown; policy?: { policyNumber?: unknown } };
    if (typeof id !== 'string' || typeof kind !== 'string') continue;
    const at = typeof added[id] === 'string' ? (added[id] as string) : '';
    list.push({ id, kind, at, ...(typeof policy?.policyNumber === 'string' ? { policyNumber: policy.policyNumber } : {}) });
  }
  return list.sort((a, b) => b.at.localeCompare(a.at)).map(({ at: _at, ...slip }) => slip);
}

/** The pending work of whoever is signed in (or the visitor): re-renders when a slice is restored or changes. */
export function usePendingWork(): PendingWork {
  const { user } = useSnapshot(sessionState);
  const claim = declared(PENDING_SLICES.claim);
  const payment = declared(PENDING_SLICES.payment);
  const documents = declared(PENDING_SLICES.documents);
  const claimState = useSnapshot(claim?.state ?? nothing);
  const paymentState = useSnapshot(payment?.state ?? nothing);
  const documentsState = useSnapshot(documents?.state ?? nothing);

  useEffect(() => {
    for (const name of Object.values(PENDING_SLICES)) if (hasStoredCopy(name)) void whenRestored(name);
  }, [user]);

  return {
    claimDraft: user !== null && hasContent(claim, claimState),
    paymentDraft: hasContent(payment, paymentState),
    savedSlips: user !== null ? savedSlipsOf(documentsState) : [],
  };
}
