// The rooms' request at the route's entry leaves before the stored copy is back, its answer is
// merged once it is, and the screen showing next joins that load rather than asking twice. A room
// is asked for once per visit: the tap, the route's entry and the room's view each ask, and join
// the load on its way or take the answer just in; a later visit, or one after a change, asks again.
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ sent: [] as string[], answers: [] as ((value: unknown) => void)[] }));
vi.mock('../../api/api.ts', () => ({ api: () => ({}) }));
vi.mock('../../api/call-api.ts', () => ({
  callApi: (_client: unknown, name: string) => {
    calls.sent.push(name);
    return new Promise((resolve) => calls.answers.push(resolve));
  },
}));

const { addRoom, enterRooms, enterView, loadGroupsOnShow, loadRoom } = await import('./inventory-store.ts');
const { setSliceOwner } = await import('../../state/persistence.ts');
const { ENTERED_CALL_JOIN_MS } = await import('../../state/entered-call.ts');
const { inventoryCache, inventoryState } = await import('./inventory-state.ts');

describe('the rooms asked for at the route entry', () => {
  it('leaves before the stored copy is restored, and the screen joins it', async () => {
    let restore!: () => void;
    const restored = new Promise<void>((resolve) => (restore = resolve));
    const entered = enterRooms(restored);
    // Sent at once, with the restore still pending.
    expect(calls.sent).toEqual(['inventory.getGroups']);
    calls.answers[0]?.({ groups: [{ id: 'grp-1', name: 'Kitchen', updatedAt: '2026-11-01T00:00:00.000Z' }], groupsItemsCount: { 'grp-1': '2' }, groupsItemsValue: { 'grp-1': '10.5' } });
    restore();
    await entered;
    expect(inventoryCache.data?.groups.map((group) => group.name)).toEqual(['Kitchen']);
    // The screen that shows next takes the same load: no second request.
    await loadGroupsOnShow();
    expect(calls.sent).toEqual(['inventory.getGroups']);
    // A later show (no entry) asks again.
    const again = loadGroupsOnShow();
    await vi.waitFor(() => expect(calls.sent).toHaveLength(2));
    calls.answers[1]?.({ groups: [], groupsItemsCount: {}, groupsItemsValue: {} });
    await again;
  });
});

describe('the entry’s load and the screen that shows next', () => {
  const rooms = { groups: [{ id: 'grp-1', name: 'Kitchen', updatedAt: '2026-11-01T00:00:00.000Z' }], groupsItemsCount: { 'grp-1': '2' }, groupsItemsValue: { 'grp-1': '10.5' } };

  it('is joined while on its way however long ago the entry was, as a screen’s first call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const entered = enterRooms(Promise.resolve());
    const sent = calls.sent.length;
    vi.setSystemTime(Date.now() + 10_000); // a slow network: the screen shows long after the entry
    const shown = loadGroupsOnShow();
    expect(calls.sent.length).toBe(sent);
    calls.answers.at(-1)?.(rooms);
    await Promise.all([entered, shown]);
    vi.useRealTimers();
  });

  it('is not joined once its answer is older than the join time: the screen asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const entered = enterRooms(Promise.resolve());
    calls.answers.at(-1)?.(rooms);
    await entered;
    const sent = calls.sent.length;
    vi.setSystemTime(Date.now() + ENTERED_CALL_JOIN_MS + 1);
    const shown = loadGroupsOnShow();
    await vi.waitFor(() => expect(calls.sent.length).toBe(sent + 1));
    calls.answers.at(-1)?.(rooms);
    await shown;
    vi.useRealTimers();
  });
});

const at = '2026-11-01T00:00:00.000Z';
const kitchen = { group: { id: 'grp-1', name: 'Kitchen', updatedAt: at }, items: [{ id: 'itm-1', groupId: 'grp-1', name: 'Blender', quantity: 1, price: 549.99, files: [], updatedAt: at }] };
const roomAsks = () => calls.sent.filter((name) => name === 'inventory.getGroup').length;

async function answerLast(): Promise<void> {
  calls.answers.at(-1)?.(kitchen);
  await vi.waitFor(() => expect(inventoryCache.roomCall.inProgress).toBe(false));
}

afterEach(() => vi.useRealTimers());

describe('a room asked for by the tap, the entry and the view', () => {
  it('is sent once, and asked again on a later visit or after a change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tap = loadRoom('grp-1');
    const entry = loadRoom('grp-1'); // on its way: joined
    expect(roomAsks()).toBe(1);
    await answerLast();
    await Promise.all([tap, entry]);
    expect(inventoryCache.data?.items['grp-1']?.map((item) => item.name)).toEqual(['Blender']);

    await loadRoom('grp-1'); // the view, just after the answer: taken as it is
    expect(roomAsks()).toBe(1);

    vi.advanceTimersByTime(2_001); // a later visit
    const later = loadRoom('grp-1');
    expect(roomAsks()).toBe(2);
    await answerLast();
    await later;

    // A change the server took since the answer.
    addRoom('Den');
    await vi.waitFor(() => expect(calls.sent.at(-1)).toBe('inventory.save'));
    calls.answers.at(-1)?.({ kind: 'group', group: { id: 'grp-2', name: 'Den', updatedAt: at } });
    await vi.waitFor(() => expect(inventoryState.outbox).toHaveLength(0));
    const afterChange = loadRoom('grp-1');
    expect(roomAsks()).toBe(3);
    await answerLast();
    await afterChange;
  });
});

describe('what a view entered waits for before it shows', () => {
  it('the load while the stored copy lacks what the view shows; nothing once it holds it', async () => {
    const stored = inventoryCache.data; // the rooms, and the kitchen's items (the tests above)
    inventoryCache.data = null;
    const rooms = enterView(null);
    expect(rooms).toBeInstanceOf(Promise);
    calls.answers.at(-1)?.({ groups: stored?.groups ?? [], groupsItemsCount: {}, groupsItemsValue: {} });
    await rooms;
    inventoryCache.data = stored;
    // Held in the stored copy: shown at once, refreshed behind.
    expect(enterView(null)).toBeUndefined();
    calls.answers.at(-1)?.({ groups: stored?.groups ?? [], groupsItemsCount: {}, groupsItemsValue: {} });
    await vi.waitFor(() => expect(inventoryCache.groupsCall.inProgress).toBe(false));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.advanceTimersByTime(2_001); // the kitchen's answer is no longer fresh: asked again, not waited for
    expect(enterView('grp-1')).toBeUndefined();
    await answerLast();
    const unknown = enterView('grp-9');
    expect(unknown).toBeInstanceOf(Promise);
    calls.answers.at(-1)?.({ group: { id: 'grp-9', name: 'Attic', updatedAt: at }, items: [] });
    await unknown;
  });
});

/** Read through a call: a test's assignment to the proxy would otherwise narrow what TypeScript sees. */
const cached = () => inventoryCache.data;

describe('an answer that arrives once someone else has signed in', () => {
  it('never goes into the next user\'s copy: their rooms are asked for instead, a room is dropped', async () => {
    setSliceOwner('first@example.ca');
    inventoryCache.data = null;
    const first = enterRooms(Promise.resolve());
    const sent = calls.sent.length;
    setSliceOwner('second@example.ca'); // sign out, someone else signs in, the answer still on its way
    calls.answers.at(-1)?.({ groups: [{ id: 'grp-a', name: 'First user\'s den', updatedAt: at }], groupsItemsCount: {}, groupsItemsValue: {} });
    await vi.waitFor(() => expect(calls.sent.length).toBe(sent + 1)); // asked again, as the second user
    expect(cached()).toBeNull();
    calls.answers.at(-1)?.({ groups: [{ id: 'grp-b', name: 'Second user\'s study', updatedAt: at }], groupsItemsCount: {}, groupsItemsValue: {} });
    await first;
    expect(cached()?.groups.map((group) => group.name)).toEqual(["Second user's study"]);
    // The screen now showing does not take the first user's entry load.
    const shown = loadGroupsOnShow();
    expect(calls.sent.length).toBe(sent + 2);
    calls.answers.at(-1)?.({ groups: [{ id: 'grp-b', name: 'Second user\'s study', updatedAt: at }], groupsItemsCount: {}, groupsItemsValue: {} });
    await shown;

    const room = loadRoom('grp-a');
    const roomAsks = calls.sent.length;
    setSliceOwner('third@example.ca');
    calls.answers.at(-1)?.({ group: { id: 'grp-a', name: 'First user\'s den', updatedAt: at }, items: [] });
    await room;
    expect(calls.sent.length).toBe(roomAsks);
    expect(cached()?.items['grp-a']).toBeUndefined();
    setSliceOwner(null);
  });
});
