// Property: stored state can never blank the app. Random and hostile texts —
// invalid JSON, wrong types, unknown enums, huge strings, `__proto__` / `constructor` keys, old
// shapes, a wrong version — are written into every persisted key, then the app's real readers run
// (registerSlices: every slice with its schema, the per-user claim draft and documents slice, whose
// validators load lazily): they never throw, and what they yield is valid against each slice's
// schema, so the screens always get their shapes.
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ownerKeyOf, readStored, setSliceOwner, STATE_VERSION, VERSION_KEY, whenRestored } from './persistence.ts';
import { appState, initialAppState, PERSISTENT_APP_KEYS } from './app-state.ts';
import { initialSessionState, sessionState } from './session-state.ts';
import { chatState, initialChatState } from './chat-state.ts';
import { registerSlices } from '../app/register-slices.ts';
import { claimDraft, emptyDraft } from '../features/claims/claim-draft.ts';
import { CLAIM_STEPS } from '../features/claims/claim-steps.ts';
import { documentsState, initialDocumentsState } from '../features/documents/documents-state.ts';
import { StoredAppState } from '../generated/state/app.validator.js';
import { StoredSessionState } from '../generated/state/session.validator.js';
import { StoredChatState } from '../generated/state/chat.validator.js';
import { StoredClaimState } from '../generated/state/claim.validator.js';
import { StoredDocumentsState } from '../generated/state/documents.validator.js';
import { installLocalStorage } from '../../tests/install-local-storage.ts';
import { mutateJson } from '../../tests/mutate-json.ts';

const EMAIL = 'Emilie.Tremblay@example.ca';
const MEGABYTE = 'x'.repeat(1_000_000);
/** Far beyond every maxLength, small enough for thousands of runs. */
const HUGE = 'y'.repeat(100_000);

/** A policy as documents.getPolicyDetails gives it, and a document of the list. */
const POLICY = {
  id: 'pol-auto-1',
  policyNumber: 'AU-4821-0937',
  tag: 'valid',
  lineOfBusiness: 'auto',
  insuranceCompany: 'Intact Insurance',
  insuredName: 'Émilie Tremblay',
  effectiveDate: '2026-09-15',
  expiryDate: '2027-09-15',
  annualPremium: 2846,
  billingType: 'direct',
  address: { address: '48 Maple Crescent', city: 'Oakville', province: 'ON', zip: 'L6J 2X5', country: 'CA' },
  vehicles: [{ id: 'veh-crv', year: 2020, make: 'Honda', model: 'CR-V EX-L', vin: '2HKRW2H53LH612345' }],
  drivers: [{ id: 'drv-emilie', firstName: 'Émilie', lastName: 'Tremblay', licenceNumber: 'T1234-56789-01234', licenceProvince: 'ON' }],
  coverages: [{ code: 'TPL', description: 'Third party liability', limit: 2000000, premium: 912 }],
  canCreateSlip: true,
} as const;
const EDOC = { id: 'doc-1001', title: 'Auto policy renewal', tag: 'renewal', kind: 'policy', policyId: 'pol-auto-1', policyNumber: 'AU-4821-0937', issuedAt: '2026-08-16', fileName: 'renewal.pdf', mimeType: 'application/pdf', url: '/api/files/renewal.pdf', size: 248113, isNew: true } as const;
const request = (data: unknown) => ({ inProgress: false, success: true, message: null, code: null, data, payload: null, timestamp: 1_767_000_000_000 });

/** A realistic stored value of each slice: the seed that hostile edits start from. */
const SEEDS = {
  app: { selectedLanguage: 'fr' },
  session: { user: { email: EMAIL, vuaId: 'vua-1', csrDataId: 'csr-9', hasSlipConsent: true }, lastAccessType: 'login', logoutReason: 'auto', keptDraftsUntil: 1_767_600_000_000 },
  chat: { chatData: [{ from: 'csr', text: 'Hello', at: '2026-01-02T10:00:00Z' }], isChatEmpty: false, chatEmail: 'a@b.ca', unreadCount: 2, chatIdentity: 'id-1', channelName: 'c-1', title: 'Chat', headerMessage: 'Welcome' },
  claim: {
    steps: {
      ...Object.fromEntries(Object.keys(CLAIM_STEPS).map((step) => [step, { completed: false }])),
      vehicle: { value: { year: 2020, make: 'Honda', model: 'Civic' }, completed: true },
      pictures: { value: { pictures: [{ id: 'local-1', uid: 'u1', name: 'a.jpg', size: 10, type: 'image/jpeg' }] }, completed: true },
      note: { value: { note: 'Rear-ended at a light.' }, completed: true },
      disclaimer: { value: true, completed: true },
    },
  },
  documents: {
    documents: request([EDOC]),
    policiesDetails: request([POLICY]),
    policyDetails: request(POLICY),
    document: EDOC,
    policy: 'pol-auto-1',
    addedToWallet: ['doc-slip-1'],
    timeAdded: { 'doc-slip-1': '2026-10-01T12:00:00.000Z' },
    savedSlips: { 'doc-slip-1': { id: 'doc-slip-1', kind: 'pinkSlip', policy: POLICY, vehicleIndex: 0 } },
  },
} as const;

/** Shapes an older build could have stored. */
const OLD_SHAPES: Record<keyof typeof SEEDS, unknown[]> = {
  app: [{ language: 'fr', selectedLanguage: 'french' }, { selectedLanguage: { code: 'fr' } }],
  session: [{ user: 'emilie@example.ca', lastAccessType: 'form' }, { user: { mail: EMAIL }, token: 'abc' }, { user: { email: EMAIL, name: 'Émilie' }, lastAccessType: null }],
  chat: [{ chatData: {}, isChatEmpty: 'yes' }, { unreadCount: '3', chatEmail: null }],
  claim: [{ steps: { vehicle: { value: {}, completed: 'true' } } }, { draft: {} }, { steps: [{ id: 'vehicle' }] }, { steps: { ...SEEDS.claim.steps, extra: { completed: false } } }],
  documents: [{ documents: [], savedSlips: [] }, { addedToWallet: 'd1' }, { document: null, policy: 'P-1', addedToWallet: ['d1'], timeAdded: { d1: '2026-01-01' }, savedSlips: {} }],
};

/** A value that does not belong: wrong types, unknown enums, huge or odd strings. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 6 },
  { arbitrary: fc.constantFrom('xx', 'EN', '', ' ', 'kioskUser ', 'null', 'undefined', '__proto__', -1, 1e308, 0.5, true, false, null, [], {}), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constant(HUGE), weight: 1 },
);

/** Every object of a JSON text also gets prototype keys (the reader must drop them, not use them). */
function withPrototypeKeys(json: string): string {
  return json.replaceAll('{', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},');
}

/** A hostile text for a slice's key. */
function storedText(slice: keyof typeof SEEDS): fc.Arbitrary<string | null> {
  const seed = SEEDS[slice];
  return fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(seed)), weight: 2 },
    { arbitrary: fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 3 }).map((edits) => JSON.stringify(mutateJson(seed, edits))), weight: 8 },
    { arbitrary: fc.constant(withPrototypeKeys(JSON.stringify(seed))), weight: 2 },
    { arbitrary: fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 2 }).map((edits) => withPrototypeKeys(JSON.stringify(mutateJson(seed, edits)))), weight: 1 },
    { arbitrary: fc.constantFrom(...OLD_SHAPES[slice]).map((old) => JSON.stringify(old)), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '{',
        '{"selectedLanguage":',
        'undefined',
        'NaN',
        '',
        '[]',
        'null',
        'true',
        '"x"',
        JSON.stringify(MEGABYTE),
        `{"steps":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      ),
      weight: 2,
    },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

const sliceKey = (name: string, owner?: string) => (owner ? `iss:slice:${name}:${owner}` : `iss:slice:${name}`);

function pick(source: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (source as Record<string, unknown>)[key]]));
}

/** Plain data, as the validators and JSON see it. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function resetSlices(): void {
  // Nobody signed in first, so the previous run's user writes nothing into the next storage.
  Object.assign(sessionState, structuredClone(initialSessionState));
  setSliceOwner(null);
  Object.assign(appState, structuredClone(initialAppState));
  Object.assign(chatState, structuredClone(initialChatState));
  claimDraft.steps = emptyDraft();
  Object.assign(documentsState, initialDocumentsState());
}

describe('stored state properties', () => {
  beforeEach(() => {
    resetSlices();
  });

  it('the seeds and every slice’s initial value are valid against their schemas (the fallbacks are usable)', () => {
    expect(StoredAppState(SEEDS.app)).toBe(true);
    expect(StoredSessionState(SEEDS.session)).toBe(true);
    expect(StoredChatState(SEEDS.chat)).toBe(true);
    expect(StoredClaimState(SEEDS.claim)).toBe(true);
    expect(StoredDocumentsState(SEEDS.documents)).toBe(true);
    expect(StoredAppState(pick(initialAppState, PERSISTENT_APP_KEYS))).toBe(true);
    expect(StoredSessionState(initialSessionState)).toBe(true);
    expect(StoredChatState(initialChatState)).toBe(true);
    expect(StoredClaimState({ steps: emptyDraft() })).toBe(true);
    expect(StoredDocumentsState(initialDocumentsState())).toBe(true);
  });

  it('readers never throw on 10 000 hostile stored states written into every persisted key, and yield schema-valid slices', async () => {
    let tries = 0;
    let claimsRead = 0;
    let documentsRead = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          version: fc.oneof({ arbitrary: fc.constant(String(STATE_VERSION)), weight: 8 }, { arbitrary: fc.oneof(fc.constantFrom('0', '2', '', 'x', '1.0', ' 1'), fc.string()), weight: 1 }),
          app: storedText('app'),
          session: storedText('session'),
          chat: storedText('chat'),
          claim: storedText('claim'),
          documents: storedText('documents'),
        }),
        async (texts) => {
          tries += 1;
          resetSlices();
          const store = installLocalStorage();
          store.setItem(VERSION_KEY, texts.version);
          for (const name of ['app', 'session', 'chat'] as const) {
            const text = texts[name];
            if (text !== null) store.setItem(sliceKey(name), text);
          }
          // The drafts and the documents slice are the signed-in user's.
          const owner = ownerKeyOf(EMAIL);
          if (texts.claim !== null) store.setItem(sliceKey('claim', owner), texts.claim);
          if (texts.documents !== null) store.setItem(sliceKey('documents', owner), texts.documents);

          expect(() => registerSlices()).not.toThrow();
          // Their validators load lazily (as with their screens); the wait never rejects.
          await Promise.all([whenRestored('claim'), whenRestored('documents')]);

          expect(StoredAppState(plain(pick(appState, PERSISTENT_APP_KEYS)))).toBe(true);
          expect(StoredSessionState(plain(sessionState))).toBe(true);
          expect(StoredChatState(plain(chatState))).toBe(true);
          expect(StoredClaimState(plain(claimDraft))).toBe(true);
          expect(Object.keys(claimDraft.steps).sort()).toEqual(Object.keys(CLAIM_STEPS).sort());
          expect(StoredDocumentsState(plain(documentsState))).toBe(true);
          // The per-user readers themselves, for this user, whatever the session read as.
          const claim = readStored('claim', { steps: emptyDraft() }, ['steps'], { schema: StoredClaimState, owner });
          if (claim.steps !== undefined) claimsRead += 1;
          expect(StoredClaimState(plain({ steps: emptyDraft(), ...claim }))).toBe(true);
          const documentKeys = Object.keys(initialDocumentsState());
          const documents = readStored('documents', initialDocumentsState(), documentKeys, { schema: StoredDocumentsState, owner });
          if (documents.savedSlips !== undefined) documentsRead += 1;
          expect(StoredDocumentsState(plain({ ...initialDocumentsState(), ...documents }))).toBe(true);
          // Nothing reached a prototype.
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getPrototypeOf(claimDraft.steps)).toBe(Object.prototype);
          expect(Object.getPrototypeOf(sessionState)).toBe(Object.prototype);
          expect(Object.getPrototypeOf(documentsState.savedSlips)).toBe(Object.prototype);
        },
      ),
      { numRuns: 10_000 },
    );
    expect(tries).toBe(10_000);
    // The valid and repaired drafts and documents were used, not dropped wholesale.
    expect(claimsRead).toBeGreaterThan(1_000);
    expect(documentsRead).toBeGreaterThan(1_000);
    console.log(`stored state: ${tries} hostile stored states (${tries * 6} stored values), no reader threw`);
  }, 300_000);

  it('a signed-in user stored in the session brings back that user’s draft and documents; a wrong session reads as signed out', async () => {
    const store = installLocalStorage();
    store.setItem(VERSION_KEY, String(STATE_VERSION));
    store.setItem(sliceKey('session'), JSON.stringify(SEEDS.session));
    store.setItem(sliceKey('claim', ownerKeyOf(EMAIL)), JSON.stringify(SEEDS.claim));
    store.setItem(sliceKey('documents', ownerKeyOf(EMAIL)), JSON.stringify(SEEDS.documents));
    registerSlices();
    await Promise.all([whenRestored('claim'), whenRestored('documents')]);
    expect(sessionState.user?.email).toBe(EMAIL);
    expect(plain(claimDraft)).toEqual(SEEDS.claim);
    expect(plain(documentsState)).toEqual(SEEDS.documents);

    resetSlices();
    const second = installLocalStorage();
    second.setItem(VERSION_KEY, String(STATE_VERSION));
    second.setItem(sliceKey('session'), JSON.stringify({ ...SEEDS.session, user: { email: MEGABYTE } }));
    second.setItem(sliceKey('claim', ownerKeyOf(EMAIL)), JSON.stringify(SEEDS.claim));
    second.setItem(sliceKey('documents', ownerKeyOf(EMAIL)), JSON.stringify(SEEDS.documents));
    registerSlices();
    await Promise.all([whenRestored('claim'), whenRestored('documents')]);
    expect(sessionState.user).toBeNull();
    // The other keys of the session are still read.
    expect(sessionState.lastAccessType).toBe('login');
    expect(plain(claimDraft)).toEqual(plain({ steps: emptyDraft() }));
    expect(plain(documentsState)).toEqual(plain(initialDocumentsState()));
  });

  it('an unknown language reads as none chosen; prototype keys are dropped and the rest is kept', async () => {
    const store = installLocalStorage();
    store.setItem(VERSION_KEY, String(STATE_VERSION));
    store.setItem(sliceKey('app'), JSON.stringify({ selectedLanguage: 'xx' }));
    store.setItem(sliceKey('session'), JSON.stringify(SEEDS.session));
    store.setItem(sliceKey('claim', ownerKeyOf(EMAIL)), withPrototypeKeys(JSON.stringify(SEEDS.claim)));
    registerSlices();
    await whenRestored('claim');
    expect(appState.selectedLanguage).toBeNull();
    expect(plain(claimDraft)).toEqual(SEEDS.claim);
    expect(Object.keys(claimDraft.steps.note.value as object)).toEqual(['note']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
