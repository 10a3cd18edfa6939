// Entering the inventory's route asks the store at the tap, for the view the address names (the
// room of ?room=…, else the rooms), so the data is on its way while the new view renders. Until the
// store module is loaded and the slices are restored, the entry hands their restore along; once
// within the inventory, the store is asked synchronously, before the new view renders.
import { describe, expect, it, vi } from 'vitest';

const waited = Promise.resolve();
const store = vi.hoisted(() => ({ enterView: vi.fn((_room: string | null, restored?: Promise<unknown>): Promise<void> | undefined => (restored ? restored.then(() => undefined) : undefined)) }));
vi.mock('./inventory-store.ts', () => store);
vi.mock('../../state/persistence.ts', async (original) => ({ ...(await original<typeof import('../../state/persistence.ts')>()), whenRestored: () => Promise.resolve() }));

const { feature } = await import('./feature.ts');
// The inventory's entry does not read the brokerage's options.
const runtime = {} as never;

describe('the inventory route entered', () => {
  it('asks the store for the named room, then for the rooms, and returns what the view waits for', async () => {
    const enter = feature.routes[0]?.enter;
    expect(enter).toBeTypeOf('function');
    await enter?.(new URLSearchParams('room=grp-big-1'), runtime);
    expect(store.enterView).toHaveBeenLastCalledWith('grp-big-1', expect.any(Promise));
    // Within the inventory (store loaded, slices restored): asked in the tap itself, its answer returned as it is.
    store.enterView.mockImplementationOnce(() => waited);
    expect(enter?.(new URLSearchParams(''), runtime)).toBe(waited);
    expect(store.enterView).toHaveBeenLastCalledWith(null);
    store.enterView.mockImplementationOnce(() => undefined);
    expect(enter?.(new URLSearchParams('room=grp-big-2'), runtime)).toBeUndefined();
    expect(store.enterView).toHaveBeenLastCalledWith('grp-big-2');
  });
});
