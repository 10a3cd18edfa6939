// The rooms' request at the route's entry leaves before the stored copy is back, its answer is
// merged once it is, and the screen showing next joins that load rather than asking twice.
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ sent: [] as string[], answers: [] as ((value: unknown) => void)[] }));
vi.mock('../../api/api.ts', () => ({ api: () => ({}) }));
vi.mock('../../api/call-api.ts', () => ({
  callApi: (_client: unknown, name: string) => {
    calls.sent.push(name);
    return new Promise((resolve) => calls.answers.push(resolve));
  },
}));

const { enterRooms, loadGroupsOnShow } = await import('./inventory-store.ts');
const { inventoryCache } = await import('./inventory-state.ts');

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
