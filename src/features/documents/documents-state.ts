// The documents slice (docs/product-rules.md#documents): the lists from the server (through the request
// cycle), the selected document and policy, and the slips saved to this device (addedToWallet
// with timeAdded, and what each saved slip shows, so it opens with no network). Persisted.
import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { Edoc, PolicyDetails } from '../../api/generated/api-types.ts';

/** What a saved slip shows, kept whole so it opens offline. */
export interface SavedSlip {
  /** The slip document's id (the key in addedToWallet). */
  id: string;
  kind: 'pinkSlip' | 'eSlip' | 'eIdCard';
  policy: PolicyDetails;
  /** Index of the vehicle on the policy the slip is for, when it is a vehicle's slip. */
  vehicleIndex?: number;
}

export function initialDocumentsState() {
  return {
    documents: requestState<Edoc[]>(),
    policiesDetails: requestState<PolicyDetails[]>(),
    policyDetails: requestState<PolicyDetails>(),
    /** The selected document (kept on routes whose path contains "document"). */
    document: null as Edoc | null,
    /** The selected policy's id (its details are kept on the policy summary and slip routes). */
    policy: null as string | null,
    /** Ids of the slips saved to this device, and when each was saved. */
    addedToWallet: [] as string[],
    timeAdded: {} as Record<string, string>,
    savedSlips: {} as Record<string, SavedSlip>,
  };
}

export type DocumentsState = ReturnType<typeof initialDocumentsState>;

export const documentsState = proxy<DocumentsState>(initialDocumentsState());
