import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { proxy } from 'valtio/vanilla';
import { checkStoredVersion, clearPersistedSlices, currentOwner, discardUserDrafts, ownerKeyOf, readStored, registerSlice, resetApp, resetUser, setSliceOwner, STATE_VERSION, userDraftsExist, VERSION_KEY } from './persistence.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  get length() { return this.data.size; }
  key(i: number) { return [...this.data.keys()][i] ?? null; }
  getItem(k: string) { return this.data.get(k) ?? null; }
  setItem(k: string, v: string) { this.data.set(k, String(v)); }
  removeItem(k: string) { this.data.delete(k); }
  clear() { this.data.clear(); }
}

function installStorage(): MemoryStorage {
  const store = new MemoryStorage();
  // Object.keys(localStorage) lists stored keys in browsers; mirror that.
  const handler: ProxyHandler<MemoryStorage> = {
    ownKeys: (t) => [...(t as unknown as { data: Map<string, string> }).data.keys()],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: new Proxy(store, handler), configurable: true });
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('persistence', () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = installStorage();
    checkStoredVersion();
  });

  it('round-trips a slice through storage', async () => {
    const initial = { language: 'en', selectedLanguage: null as string | null, bannerClosed: false };
    const first = proxy(structuredClone(initial));
    registerSlice('app', first, { initial, persist: true });
    first.selectedLanguage = 'fr';
    first.bannerClosed = true;
    await flush();
    const second = proxy(structuredClone(initial));
    registerSlice('app', second, { initial, persist: true });
    expect(second).toEqual({ language: 'en', selectedLanguage: 'fr', bannerClosed: true });
  });

  it('persists only the listed keys (the non-persistent part stays in memory)', async () => {
    const initial = { language: 'en', idle: false };
    const slice = proxy(structuredClone(initial));
    registerSlice('app', slice, { initial, persist: ['language'] });
    slice.language = 'fr';
    slice.idle = true;
    await flush();
    expect(JSON.parse(store.getItem('iss:slice:app') as string)).toEqual({ language: 'fr' });
  });

  it('does not persist a slice registered with persist: false (review)', async () => {
    const initial = { rating: 0 };
    const review = proxy(structuredClone(initial));
    registerSlice('review', review, { initial, persist: false });
    review.rating = 5;
    await flush();
    expect(store.getItem('iss:slice:review')).toBeNull();
  });

  it('drops stored slices when the version changes', () => {
    store.setItem(VERSION_KEY, String(STATE_VERSION - 1));
    store.setItem('iss:slice:app', JSON.stringify({ language: 'fr' }));
    checkStoredVersion();
    expect(store.getItem('iss:slice:app')).toBeNull();
    expect(store.getItem(VERSION_KEY)).toBe(String(STATE_VERSION));
  });

  it('ignores stored values of the wrong kind, key by key', () => {
    store.setItem('iss:slice:app', JSON.stringify({ language: 42, bannerClosed: true, extra: 'x' }));
    expect(readStored('app', { language: 'en', bannerClosed: false }, ['language', 'bannerClosed'])).toEqual({ bannerClosed: true });
  });

  it('never throws on 1 000 random stored blobs and always yields known keys only', () => {
    const initial = { language: 'en', count: 0, list: [] as string[], user: null as null | { email: string } };
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (blob) => {
        store.setItem('iss:slice:fuzz', blob);
        const slice = proxy(structuredClone(initial));
        registerSlice('fuzz', slice, { initial, persist: true });
        for (const key of Object.keys(slice)) expect(Object.keys(initial)).toContain(key);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reset user keeps the last access type; reset app clears everything', async () => {
    const initial = { user: null as null | { email: string }, lastAccessType: undefined as string | undefined };
    const session = proxy(structuredClone(initial));
    registerSlice('session', session, { initial, persist: true });
    session.user = { email: 'a@b.ca' };
    session.lastAccessType = 'kioskUser';
    resetUser();
    expect(session).toEqual({ user: null, lastAccessType: 'kioskUser' });
    await flush();
    await resetApp();
    expect(session.lastAccessType).toBeUndefined();
    expect([...Array(store.length).keys()].map((i) => store.key(i)).filter((k) => k?.startsWith('iss:'))).toEqual([]);
  });

  it('clears stored state of every slice but the kept ones', async () => {
    const a = proxy({ v: 1 });
    const b = proxy({ v: 1 });
    registerSlice('session', a, { initial: { v: 1 }, persist: true });
    registerSlice('documents', b, { initial: { v: 1 }, persist: true });
    a.v = 2;
    b.v = 2;
    await flush();
    clearPersistedSlices({ keep: ['session'] });
    expect(store.getItem('iss:slice:session')).not.toBeNull();
    expect(store.getItem('iss:slice:documents')).toBeNull();
  });
  it('checks a stored slice against its schema: a wrong key reads as its default, the valid ones are kept', () => {
    const schema = (data: unknown) => {
      const d = data as { language?: unknown; count?: unknown };
      return Object.keys(d).every((k) => k === 'language' || k === 'count') && ['en', 'fr'].includes(d.language as string) && typeof d.count === 'number';
    };
    const initial = { language: 'en', count: 0 };
    store.setItem('iss:slice:app', JSON.stringify({ language: 'xx', count: 3 }));
    expect(readStored('app', initial, ['language', 'count'], { schema })).toEqual({ count: 3 });
    store.setItem('iss:slice:app', JSON.stringify({ language: 'fr', count: 3 }));
    expect(readStored('app', initial, ['language', 'count'], { schema })).toEqual({ language: 'fr', count: 3 });
    // A validator that throws (e.g. too deep) is a wrong value, not a crash.
    expect(readStored('app', initial, ['language', 'count'], { schema: () => { throw new RangeError('deep'); } })).toEqual({});
  });

  it('drops __proto__ and constructor keys at any depth while reading', () => {
    store.setItem('iss:slice:app', '{"__proto__":{"polluted":1},"prefs":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"theme":"dark"}}');
    const read = readStored('app', { prefs: {} }, ['prefs']);
    expect(read).toEqual({ prefs: { theme: 'dark' } });
    expect(Object.getPrototypeOf(read.prefs)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('without a schema, null never replaces a non-null initial value', () => {
    store.setItem('iss:slice:documents', JSON.stringify({ list: null, selected: { id: 'x' } }));
    expect(readStored('documents', { list: [], selected: null }, ['list', 'selected'])).toEqual({ selected: { id: 'x' } });
  });

  describe('per-user slices (drafts belong to their user)', () => {
    const initial = { steps: { note: '' } };
    let draft: { steps: { note: string } };
    let discarded: string[];
    // Signed out after each test, so a test's last draft is written into its own storage.
    afterEach(() => setSliceOwner(null));
    beforeEach(() => {
      discarded = [];
      draft = proxy(structuredClone(initial));
      registerSlice('draft', draft, { initial, persist: true, perUser: true, onDiscard: (owner) => void discarded.push(owner) });
    });

    it("keeps user A's draft from user B, and gives it back to A", async () => {
      setSliceOwner('a@example.ca');
      draft.steps.note = 'A was here';
      await flush();
      expect(JSON.parse(store.getItem(`iss:slice:draft:${ownerKeyOf('a@example.ca')}`) as string)).toEqual({ steps: { note: 'A was here' } });
      // Automatic logout: the draft leaves memory, stays stored for A.
      setSliceOwner(null);
      expect(draft.steps.note).toBe('');
      setSliceOwner('b@example.ca');
      expect(draft.steps.note).toBe('');
      draft.steps.note = 'B';
      await flush();
      setSliceOwner(null);
      setSliceOwner(' A@Example.ca ');
      expect(draft.steps.note).toBe('A was here');
      expect(store.getItem('iss:slice:draft')).toBeNull();
    });

    it('writes the last change of a user before swapping, even inside the same tick', () => {
      setSliceOwner('a@example.ca');
      draft.steps.note = 'typed just before the timeout';
      setSliceOwner(null);
      setSliceOwner('a@example.ca');
      expect(draft.steps.note).toBe('typed just before the timeout');
    });

    it('is memory only while nobody is signed in', async () => {
      draft.steps.note = 'nobody';
      await flush();
      expect([...Array(store.length).keys()].map((i) => store.key(i)).filter((k) => k?.startsWith('iss:slice:draft'))).toEqual([]);
    });

    it('an explicit logout deletes the draft and its files; nothing is written back', async () => {
      setSliceOwner('a@example.ca');
      expect(userDraftsExist()).toBe(false);
      draft.steps.note = 'to delete';
      expect(userDraftsExist()).toBe(true);
      await flush();
      await discardUserDrafts();
      expect(currentOwner()).toBeNull();
      expect(draft.steps.note).toBe('');
      expect(discarded).toEqual([ownerKeyOf('a@example.ca')]);
      setSliceOwner(null);
      await flush();
      setSliceOwner('a@example.ca');
      expect(draft.steps.note).toBe('');
      expect(store.getItem(`iss:slice:draft:${ownerKeyOf('a@example.ca')}`)).toBeNull();
    });

    it('a draft back at its initial value is no longer stored', async () => {
      setSliceOwner('a@example.ca');
      draft.steps.note = 'x';
      await flush();
      draft.steps.note = '';
      await flush();
      expect(store.getItem(`iss:slice:draft:${ownerKeyOf('a@example.ca')}`)).toBeNull();
    });

    it('an app update clears every user’s copy of a cleared slice', async () => {
      setSliceOwner('a@example.ca');
      draft.steps.note = 'x';
      await flush();
      store.setItem('iss:slice:draftNumbers', '{}');
      clearPersistedSlices({ keep: ['session'] });
      expect(store.getItem(`iss:slice:draft:${ownerKeyOf('a@example.ca')}`)).toBeNull();
      expect(store.getItem('iss:slice:draftNumbers')).toBe('{}');
    });
  });
});
