import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { proxy } from 'valtio/vanilla';
import { checkStoredVersion, clearPersistedSlices, currentOwner, discardUserDrafts, ownerKeyOf, readStored, registerSlice, resetUser, setSliceOwner, STATE_VERSION, userUnsentWork, VERSION_KEY, whenRestored, type SliceValidator, draftsHeld, resumeHeldDrafts, discardHeldDrafts, discardVisitorDrafts, VISITOR_DRAFT_LIFETIME_MS } from './persistence.ts';
import { MemoryStorage } from './memory-storage.ts';
import { installLocalStorage } from '../../tests/install-local-storage.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('persistence', () => {
  let store: Storage;
  beforeEach(() => {
    store = installLocalStorage();
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

    describe("a visitor's draft of a public form", () => {
      const visitorInitial = { steps: { amount: '' } };
      const options = { initial: visitorInitial, persist: true, perUser: true, visitors: true } as const;
      let tab: MemoryStorage;
      beforeEach(() => {
        tab = new MemoryStorage();
        Object.defineProperty(globalThis, 'sessionStorage', { value: tab, configurable: true });
      });
      afterEach(() => vi.useRealTimers());

      async function leaveDraft(): Promise<void> {
        const payment = proxy(structuredClone(visitorInitial));
        registerSlice('pay', payment, options);
        payment.steps.amount = '120.00';
        await flush();
      }

      it('lives in the tab only (never localStorage), and survives a reload held back until the person chooses', async () => {
        await leaveDraft();
        expect(store.getItem('iss:slice:pay:visitor')).toBeNull();
        expect(tab.getItem('iss:slice:pay:visitor')).toContain('120.00');
        // A reload: the slice registers again; the draft is held, not shown.
        const reloaded = proxy(structuredClone(visitorInitial));
        registerSlice('pay', reloaded, options);
        expect(reloaded.steps.amount).toBe('');
        expect(draftsHeld(['pay'])).toBe(true);
        resumeHeldDrafts(['pay']);
        expect(draftsHeld(['pay'])).toBe(false);
        expect(reloaded.steps.amount).toBe('120.00');
        // Signing in shows the user's own draft (none), never the visitor's.
        setSliceOwner('a@example.ca');
        expect(reloaded.steps.amount).toBe('');
        setSliceOwner(null);
        expect(reloaded.steps.amount).toBe('');
        expect(draftsHeld(['pay'])).toBe(true);
      });

      it('is deleted unseen on "Start over"', async () => {
        await leaveDraft();
        const reloaded = proxy(structuredClone(visitorInitial));
        registerSlice('pay', reloaded, options);
        discardHeldDrafts(['pay']);
        expect(reloaded.steps.amount).toBe('');
        expect(draftsHeld(['pay'])).toBe(false);
        expect(tab.getItem('iss:slice:pay:visitor')).toBeNull();
      });

      it('is forgotten once the visitor leaves, shown or held back after a reload; a user’s draft never is', async () => {
        // Shown: the visitor left the screen.
        const payment = proxy(structuredClone(visitorInitial));
        registerSlice('pay', payment, options);
        payment.steps.amount = '120.00';
        await flush();
        discardVisitorDrafts(['pay']);
        await flush();
        expect(payment.steps.amount).toBe('');
        expect(tab.getItem('iss:slice:pay:visitor')).toBeNull();
        // Held back after a reload, never chosen about.
        await leaveDraft();
        const reloaded = proxy(structuredClone(visitorInitial));
        registerSlice('pay', reloaded, options);
        expect(draftsHeld(['pay'])).toBe(true);
        discardVisitorDrafts(['pay']);
        expect(draftsHeld(['pay'])).toBe(false);
        expect(tab.getItem('iss:slice:pay:visitor')).toBeNull();
        resumeHeldDrafts(['pay']);
        expect(reloaded.steps.amount).toBe('');
        // Signed in: the user's draft stays.
        setSliceOwner('a@example.ca');
        reloaded.steps.amount = '80.00';
        await flush();
        discardVisitorDrafts(['pay']);
        expect(reloaded.steps.amount).toBe('80.00');
        expect(store.getItem(`iss:slice:pay:${ownerKeyOf('a@example.ca')}`)).toContain('80.00');
        setSliceOwner(null);
      });

      it('expires: after its lifetime it is neither held nor offered', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        await leaveDraft();
        vi.setSystemTime(Date.now() + VISITOR_DRAFT_LIFETIME_MS + 1000);
        const later = proxy(structuredClone(visitorInitial));
        registerSlice('pay', later, options);
        expect(draftsHeld(['pay'])).toBe(false);
        expect(later.steps.amount).toBe('');
        expect(tab.getItem('iss:slice:pay:visitor')).toBeNull();
      });

      it('drops a copy an older build left in localStorage', () => {
        store.setItem('iss:slice:pay:visitor', JSON.stringify({ steps: { amount: '9.99' } }));
        const payment = proxy(structuredClone(visitorInitial));
        registerSlice('pay', payment, options);
        expect(payment.steps.amount).toBe('');
        expect(store.getItem('iss:slice:pay:visitor')).toBeNull();
      });
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
      expect((await userUnsentWork()).length > 0).toBe(false);
      draft.steps.note = 'to delete';
      expect((await userUnsentWork()).length > 0).toBe(true);
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
  describe('a lazy schema (its validator loads with the screens that show the slice)', () => {
    const initial = { note: '', count: 0 };
    const schema: SliceValidator = (data) => {
      const d = data as { note?: unknown; count?: unknown };
      return typeof d.note === 'string' && typeof d.count === 'number';
    };
    const key = (email: string) => `iss:slice:lazy:${ownerKeyOf(email)}`;
    /** A load the test finishes (or fails) when it chooses. */
    function deferredSchema() {
      let finish: (ok: boolean) => void = () => undefined;
      const calls = { count: 0 };
      const load = () => {
        calls.count += 1;
        return new Promise<SliceValidator>((resolve, reject) => {
          finish = (ok) => (ok ? resolve(schema) : reject(new Error('chunk not loaded')));
        });
      };
      return { load, finish: (ok: boolean) => finish(ok), calls };
    }
    afterEach(() => setSliceOwner(null));

    it('stays at its initial value and writes nothing until the validator has loaded, then reads the user’s copy through it', async () => {
      store.setItem(key('a@example.ca'), JSON.stringify({ note: 'stored', count: 'wrong' }));
      setSliceOwner('a@example.ca');
      const lazy = deferredSchema();
      const slice = proxy(structuredClone(initial));
      registerSlice('lazy', slice, { initial, persist: true, perUser: true, schema: { load: lazy.load } });
      expect(lazy.calls.count).toBe(0);
      expect(slice).toEqual(initial);
      // A change before it is restored (e.g. a navigation rule) never overwrites what is stored.
      slice.count = 0;
      slice.note = '';
      await flush();
      expect(JSON.parse(store.getItem(key('a@example.ca')) as string)).toEqual({ note: 'stored', count: 'wrong' });
      const restored = whenRestored('lazy');
      const again = whenRestored('lazy');
      lazy.finish(true);
      await Promise.all([restored, again]);
      expect(lazy.calls.count).toBe(1);
      // Checked by the schema: the wrong key reads as its default, the valid one is kept.
      expect(slice).toEqual({ note: 'stored', count: 0 });
      slice.count = 2;
      await flush();
      expect(JSON.parse(store.getItem(key('a@example.ca')) as string)).toEqual({ note: 'stored', count: 2 });
    });

    it('follows the user even before it is restored: the user signed in when it loads is the one read', async () => {
      store.setItem(key('a@example.ca'), JSON.stringify({ note: 'A', count: 1 }));
      store.setItem(key('b@example.ca'), JSON.stringify({ note: 'B', count: 2 }));
      setSliceOwner('a@example.ca');
      const lazy = deferredSchema();
      const slice = proxy(structuredClone(initial));
      registerSlice('lazy', slice, { initial, persist: true, perUser: true, schema: { load: lazy.load } });
      const restored = whenRestored('lazy');
      setSliceOwner(null);
      setSliceOwner('b@example.ca');
      lazy.finish(true);
      await restored;
      expect(slice).toEqual({ note: 'B', count: 2 });
      // A's copy was not touched by the swaps; loaded, the swaps are synchronous again.
      expect(JSON.parse(store.getItem(key('a@example.ca')) as string)).toEqual({ note: 'A', count: 1 });
      setSliceOwner('a@example.ca');
      expect(slice).toEqual({ note: 'A', count: 1 });
    });

    it('never rejects when the validator cannot load: the slice stays in memory only, the stored copy is kept, and a later call tries again', async () => {
      store.setItem(key('a@example.ca'), JSON.stringify({ note: 'kept', count: 1 }));
      setSliceOwner('a@example.ca');
      const lazy = deferredSchema();
      const slice = proxy(structuredClone(initial));
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void errors.push(args);
      try {
        registerSlice('lazy', slice, { initial, persist: true, perUser: true, schema: { load: lazy.load } });
        const first = whenRestored('lazy');
        lazy.finish(false);
        await expect(first).resolves.toBeUndefined();
      } finally {
        console.error = original;
      }
      expect(errors).toHaveLength(1);
      slice.note = 'typed while not restored';
      await flush();
      expect(JSON.parse(store.getItem(key('a@example.ca')) as string)).toEqual({ note: 'kept', count: 1 });
      const second = whenRestored('lazy');
      lazy.finish(true);
      await second;
      expect(lazy.calls.count).toBe(2);
      expect(slice.count).toBe(1);
    });

    it('before it is restored, the logout question reads the stored copy; a slice saying it holds no draft is never asked about', async () => {
      const hasContent = (state: typeof initial) => state.note.trim() !== '';
      store.setItem(`iss:slice:lazyCopies:${ownerKeyOf('a@example.ca')}`, JSON.stringify({ note: 'a copy', count: 3 }));
      store.setItem(key('a@example.ca'), JSON.stringify({ note: '', count: 5 }));
      setSliceOwner('a@example.ca');
      const draft = proxy(structuredClone(initial));
      const copies = proxy(structuredClone(initial));
      registerSlice('lazyCopies', copies, { initial, persist: true, perUser: true, schema: { load: deferredSchema().load }, hasContent: () => false });
      registerSlice('lazy', draft, { initial, persist: true, perUser: true, schema: { load: deferredSchema().load }, hasContent });
      expect((await userUnsentWork()).length > 0).toBe(false);
      store.setItem(key('a@example.ca'), JSON.stringify({ note: 'unsent', count: 0 }));
      expect(draft.note).toBe('');
      expect((await userUnsentWork()).length > 0).toBe(true);
      // Unreadable: asked, to be safe.
      store.setItem(key('a@example.ca'), JSON.stringify({ note: { deep: 1 }, count: 0 }));
      expect((await userUnsentWork()).length > 0).toBe(true);
      // Another user's copy is not this user's draft.
      setSliceOwner('b@example.ca');
      expect((await userUnsentWork()).length > 0).toBe(false);
      registerSlice('lazyCopies', copies, { initial, persist: false });
    });

    it('a per-user slice drops the shared copy an older build stored', () => {
      store.setItem('iss:slice:lazy', JSON.stringify({ note: 'anyone could read this', count: 1 }));
      registerSlice('lazy', proxy(structuredClone(initial)), { initial, persist: true, perUser: true, schema: { load: async () => schema } });
      expect(store.getItem('iss:slice:lazy')).toBeNull();
    });
  });

  it('the logout question counts every kind of unsent work, in local storage (the state) or elsewhere (IndexedDB)', async () => {
    const outboxInitial = { messages: [] as string[] };
    const outbox = proxy(structuredClone(outboxInitial));
    registerSlice('unsentOutbox', outbox, { initial: outboxInitial, persist: true, perUser: true, unsent: (state) => [{ kind: 'chatMessages', count: state.messages.length }] });
    const queueInitial = { selection: '' };
    const queued = new Map<string, number>([[ownerKeyOf('c@example.ca'), 2]]);
    registerSlice('unsentQueue', proxy(structuredClone(queueInitial)), { initial: queueInitial, persist: true, perUser: true, hasContent: () => false, unsent: async (_state, owner) => [{ kind: 'documents', count: queued.get(owner) ?? 0 }] });
    const noteInitial = { note: '' };
    const note = proxy(structuredClone(noteInitial));
    registerSlice('unsentNote', note, { initial: noteInitial, persist: true, perUser: true });
    expect(await userUnsentWork()).toEqual([]);
    setSliceOwner('c@example.ca');
    expect(await userUnsentWork()).toEqual([{ kind: 'documents', count: 2 }]);
    outbox.messages.push('hello', 'anyone there?');
    note.note = 'started';
    expect(await userUnsentWork()).toEqual([
      { kind: 'chatMessages', count: 2 },
      { kind: 'documents', count: 2 },
      { kind: 'other', count: 1 },
    ]);
    setSliceOwner(null);
    for (const name of ['unsentOutbox', 'unsentQueue', 'unsentNote']) registerSlice(name, proxy({}), { initial: {}, persist: false });
  });
});
