import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { proxy } from 'valtio/vanilla';
import { checkStoredVersion, clearPersistedSlices, readStored, registerSlice, resetApp, resetUser, STATE_VERSION, VERSION_KEY } from './persistence.ts';

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
});
