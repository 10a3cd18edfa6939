// The documents slice as stored: it is read through its schema
// (schemas/state/documents.schema.json, loaded lazily with the documents screens), so a hostile
// value in any key reads as that key's default while the other keys are kept; and it belongs to
// the signed-in user, so user B on the same browser never sees A's saved slips or selection, an
// automatic logout keeps them for A, and A's explicit logout deletes them (and A's waiting
// documents) without asking, as they are copies of what the server keeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../fixtures/backend/db.ts';
import { resolvePolicy } from '../../../fixtures/backend/policies.ts';
import type { Edoc, PolicyDetails } from '../../api/generated/api-types.ts';
import { StoredDocumentsState } from '../../generated/state/documents.validator.js';
import { discardUserDrafts, ownerKeyOf, registerSlice, setSliceOwner, userUnsentWork, whenRestored } from '../../state/persistence.ts';
import { requestState } from '../../state/request-cycle.ts';
import { documentsState, initialDocumentsState, type DocumentsState } from './documents-state.ts';
import { feature } from './feature.ts';
import { saveSlip, savedSlips } from './slips/slip-wallet.ts';
import { installLocalStorage, storedValues } from '../../../tests/install-local-storage.ts';

const discardDocumentUploads = vi.hoisted(() => vi.fn(async (_owner: string) => undefined));
// No document waits to be uploaded: what the logout question counts is the slice's own.
vi.mock('./upload/document-upload-queue.ts', () => ({ discardDocumentUploads, waitingDocumentCount: async () => 0 }));

const A = 'emilie.tremblay@example.ca';
const B = 'bob@example.com';
const keyOf = (email: string) => `iss:slice:documents:${ownerKeyOf(email)}`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const MEGABYTE = 'x'.repeat(1_000_000);

const POLICIES: PolicyDetails[] = db().policies.map(resolvePolicy);
const DOCUMENTS = db().documents as Edoc[];
const AUTO = POLICIES.find((policy) => policy.id === 'pol-auto-1') as PolicyDetails;
const EDOC = DOCUMENTS[0] as Edoc;

const loaded = (data: unknown) => ({ ...requestState(), success: true, data, timestamp: 1_767_000_000_000 });

/** A realistic stored documents slice: lists, selection, one saved slip. */
function goodState(): DocumentsState {
  return {
    documents: loaded(DOCUMENTS),
    policiesDetails: loaded(POLICIES),
    policyDetails: loaded(AUTO),
    document: EDOC,
    policy: AUTO.id,
    addedToWallet: ['doc-slip-1'],
    timeAdded: { 'doc-slip-1': '2026-10-01T12:00:00.000Z' },
    savedSlips: { 'doc-slip-1': { id: 'doc-slip-1', kind: 'pinkSlip', policy: AUTO, vehicleIndex: 1 } },
  } as DocumentsState;
}

/** The documents slice as the app declares it (schema, per user, discard). */
function registerDocuments(): void {
  const declaration = feature.slices?.find((slice) => slice.name === 'documents');
  if (!declaration) throw new Error('documents slice not declared');
  const { name, state, initial, ...options } = declaration;
  registerSlice(name, state as Record<string, unknown>, { ...options, initial: initial as Record<string, unknown> });
}

let store: Storage;
beforeEach(() => {
  store = installLocalStorage();
  setSliceOwner(null);
  Object.assign(documentsState, initialDocumentsState());
  discardDocumentUploads.mockClear();
});
afterEach(() => setSliceOwner(null));

describe('the stored documents slice is checked by its schema', () => {
  it('accepts the initial state and every fixture document and policy (lists, selection, a slip saved of each policy)', () => {
    expect(StoredDocumentsState(initialDocumentsState())).toBe(true);
    const state = goodState();
    for (const policy of POLICIES) state.savedSlips[`slip-${policy.id}`] = { id: `slip-${policy.id}`, kind: 'eSlip', policy };
    expect(POLICIES.length).toBeGreaterThan(5);
    expect(StoredDocumentsState(plain(state))).toBe(true);
  });

  it('keeps a field the server adds to a policy or a document (bounded JSON), so a saved slip is not lost to it', () => {
    const state = goodState();
    state.savedSlips['doc-slip-1'] = { id: 'doc-slip-1', kind: 'eSlip', policy: { ...AUTO, brokerNote: { text: 'new field' } } as PolicyDetails };
    state.document = { ...EDOC, pages: 3 } as Edoc;
    expect(StoredDocumentsState(plain(state))).toBe(true);
  });

  const slipWith = (change: Record<string, unknown>) => ({ 'doc-slip-1': { id: 'doc-slip-1', kind: 'pinkSlip', policy: AUTO, ...change } });
  const policyWith = (change: Record<string, unknown>) => slipWith({ policy: { ...AUTO, ...change } });
  const HOSTILE: [keyof DocumentsState, string, unknown][] = [
    ['document', 'a number', 42],
    ['document', 'a string', 'doc-1001'],
    ['document', 'a document without its url', { ...EDOC, url: undefined }],
    ['document', 'a document of an unknown kind', { ...EDOC, kind: 'virus' }],
    ['document', 'a document with a negative size', { ...EDOC, size: -1 }],
    ['document', 'a document issued on no date', { ...EDOC, issuedAt: 'yesterday' }],
    ['document', 'a megabyte title', { ...EDOC, title: MEGABYTE }],
    ['policy', 'a number', 7],
    ['policy', 'an object', { id: 'pol-auto-1' }],
    ['policy', 'a megabyte id', MEGABYTE],
    ['addedToWallet', 'a string', 'doc-slip-1'],
    ['addedToWallet', 'numbers', [1, 2]],
    ['addedToWallet', 'an object', { 0: 'doc-slip-1' }],
    ['timeAdded', 'a list', ['2026-10-01T12:00:00.000Z']],
    ['timeAdded', 'a time that is no time', { 'doc-slip-1': 'yesterday' }],
    ['timeAdded', 'a number', { 'doc-slip-1': 5 }],
    ['savedSlips', 'a list', [{ id: 'doc-slip-1', kind: 'pinkSlip', policy: AUTO }]],
    ['savedSlips', 'a slip of an unknown kind', slipWith({ kind: 'greenSlip' })],
    ['savedSlips', 'a slip without its policy', slipWith({ policy: undefined })],
    ['savedSlips', 'a slip whose policy is a string', slipWith({ policy: 'pol-auto-1' })],
    ['savedSlips', 'a policy without vehicles', policyWith({ vehicles: undefined })],
    ['savedSlips', 'a policy whose vehicles are a string', policyWith({ vehicles: 'veh-crv' })],
    ['savedSlips', 'a vehicle without its year', policyWith({ vehicles: [{ id: 'v', make: 'Honda', model: 'Civic', vin: 'X' }] })],
    ['savedSlips', 'a policy ending on no date', policyWith({ expiryDate: '2027-13-45' })],
    ['savedSlips', 'a policy with an unknown tag', policyWith({ tag: 'stolen' })],
    ['savedSlips', 'a negative vehicle index', slipWith({ vehicleIndex: -1 })],
    ['savedSlips', 'a fractional vehicle index', slipWith({ vehicleIndex: 0.5 })],
    ['documents', 'a string', 'x'],
    ['documents', 'a request state whose data is not a list', { ...loaded('x') }],
    ['documents', 'a list of empty documents', loaded([{}])],
    ['documents', 'a request state without its flags', { data: DOCUMENTS }],
    ['policiesDetails', 'a request state in progress as a string', { ...loaded(POLICIES), inProgress: 'no' }],
    ['policiesDetails', 'a negative timestamp', { ...loaded(POLICIES), timestamp: -1 }],
    ['policyDetails', 'a policy that is only an id', loaded({ id: 'pol-auto-1' })],
    ['policyDetails', 'a list where one policy belongs', loaded(POLICIES)],
    ['policyDetails', 'a megabyte message', { ...loaded(null), success: false, message: MEGABYTE, code: 500 }],
  ];

  it.each(HOSTILE)('%s as %s reads as its default, and the other keys are kept', async (key, _case, value) => {
    store.setItem(keyOf(A), JSON.stringify({ ...plain(goodState()), [key]: value }));
    setSliceOwner(A);
    registerDocuments();
    await whenRestored('documents');
    const expected = { ...plain(goodState()), [key]: plain(initialDocumentsState()[key]) };
    expect(plain(documentsState)).toEqual(expected);
    expect(StoredDocumentsState(plain(documentsState))).toBe(true);
  });

  it('drops prototype keys inside saved slips and keeps the slips', async () => {
    const text = JSON.stringify(plain(goodState())).replace('"savedSlips":{', '"savedSlips":{"__proto__":{"polluted":1},');
    store.setItem(keyOf(A), text);
    setSliceOwner(A);
    registerDocuments();
    await whenRestored('documents');
    expect(Object.keys(documentsState.savedSlips)).toEqual(['doc-slip-1']);
    expect(Object.getPrototypeOf(documentsState.savedSlips)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stays at its default, unread and unwritten, until its validator has loaded with a documents screen', async () => {
    store.setItem(keyOf(A), JSON.stringify(plain(goodState())));
    registerDocuments();
    setSliceOwner(A);
    expect(plain(documentsState)).toEqual(plain(initialDocumentsState()));
    // A navigation rule clearing the selection meanwhile does not overwrite what is stored.
    documentsState.policy = null;
    await flush();
    expect(JSON.parse(store.getItem(keyOf(A)) as string)).toEqual(plain(goodState()));
    await whenRestored('documents');
    expect(savedSlips(documentsState).map((slip) => slip.id)).toEqual(['doc-slip-1']);
  });
});

describe('the documents slice belongs to its user', () => {
  beforeEach(async () => {
    registerDocuments();
    await whenRestored('documents');
  });

  it('hides A’s saved slip and selection from B, keeps them through an automatic logout, and gives them back to A', async () => {
    setSliceOwner(A);
    saveSlip(documentsState, { id: 'doc-slip-a', kind: 'eSlip', policy: AUTO, vehicleIndex: 0 }, new Date('2026-10-02T08:00:00Z'));
    documentsState.policy = AUTO.id;
    documentsState.document = EDOC;
    await flush();
    expect(JSON.parse(store.getItem(keyOf(A)) as string).addedToWallet).toEqual(['doc-slip-a']);
    // Nothing under a key another user would read.
    expect(store.getItem('iss:slice:documents')).toBeNull();

    // Automatic logout: out of memory, kept for A.
    setSliceOwner(null);
    expect(savedSlips(documentsState)).toEqual([]);
    expect(documentsState.policy).toBeNull();

    // B signs in on the same browser: none of A's policy data.
    setSliceOwner(B);
    expect(savedSlips(documentsState)).toEqual([]);
    expect(documentsState.document).toBeNull();
    expect(documentsState.policy).toBeNull();
    expect(JSON.stringify(plain(documentsState))).not.toContain(AUTO.policyNumber);
    // B saves a slip of B's own; B's logout is automatic too.
    saveSlip(documentsState, { id: 'doc-slip-b', kind: 'pinkSlip', policy: AUTO, vehicleIndex: 1 });
    await flush();
    setSliceOwner(null);

    // A is back: A's slip and selection, not B's slip.
    setSliceOwner(A);
    expect(savedSlips(documentsState).map((slip) => slip.id)).toEqual(['doc-slip-a']);
    expect(documentsState.policy).toBe(AUTO.id);
    expect(documentsState.document?.id).toBe(EDOC.id);
    setSliceOwner(null);
    setSliceOwner(B);
    expect(savedSlips(documentsState).map((slip) => slip.id)).toEqual(['doc-slip-b']);
  });

  it('A’s explicit logout asks nothing for saved slips, deletes them and A’s waiting documents; B never reads them', async () => {
    setSliceOwner(A);
    saveSlip(documentsState, { id: 'doc-slip-a', kind: 'eSlip', policy: AUTO, vehicleIndex: 0 });
    await flush();
    // Saved slips are copies of what the server keeps, not a draft: no question.
    expect((await userUnsentWork()).length > 0).toBe(false);
    await discardUserDrafts();
    expect(store.getItem(keyOf(A))).toBeNull();
    expect(savedSlips(documentsState)).toEqual([]);
    expect(discardDocumentUploads).toHaveBeenCalledWith(ownerKeyOf(A));
    setSliceOwner(B);
    expect(savedSlips(documentsState)).toEqual([]);
    expect(storedValues(store).some((text) => text.includes(AUTO.policyNumber))).toBe(false);
    setSliceOwner(null);
    setSliceOwner(A);
    expect(savedSlips(documentsState)).toEqual([]);
  });
});
