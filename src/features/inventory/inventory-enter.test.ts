// Entering the inventory's route asks the server at the tap: for the room the address names
// (?room=…), else for the rooms, so the data is on its way while the new view renders. The rooms'
// request does not even wait for the stored copy to be read back; the screen that shows next joins
// that load instead of asking again. Once within the inventory, a room's request leaves
// synchronously, before the new view renders.
import { describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({ loadRoom: vi.fn(() => Promise.resolve()), enterRooms: vi.fn((restored: Promise<unknown>) => restored.then(() => undefined)), resolveId: (id: string) => id, waitedFor: (load: Promise<void>) => load }));
vi.mock('./inventory-store.ts', () => store);
vi.mock('../../state/persistence.ts', async (original) => ({ ...(await original<typeof import('../../state/persistence.ts')>()), whenRestored: () => Promise.resolve() }));

const { feature } = await import('./feature.ts');

describe('the inventory route entered', () => {
  it('asks for the named room, not the list of rooms, then for the rooms without one', async () => {
    const enter = feature.routes[0]?.enter;
    expect(enter).toBeTypeOf('function');
    enter?.(new URLSearchParams('room=grp-big-1'));
    await vi.waitFor(() => expect(store.loadRoom).toHaveBeenCalledWith('grp-big-1'));
    expect(store.enterRooms).not.toHaveBeenCalled();
    enter?.(new URLSearchParams(''));
    await vi.waitFor(() => expect(store.enterRooms).toHaveBeenCalledTimes(1));
    expect(store.loadRoom).toHaveBeenCalledTimes(1);
    // Within the inventory (store loaded, slices restored) a room's request leaves in the tap itself.
    const waited = enter?.(new URLSearchParams('room=grp-big-2'));
    expect(store.loadRoom).toHaveBeenLastCalledWith('grp-big-2');
    // What the tap waits for before the room shows (the store's waitedFor decides).
    expect(waited).toBeInstanceOf(Promise);
  });
});
