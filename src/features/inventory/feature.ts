import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { currentOwner, isRestored, readStored, whenRestored } from '../../state/persistence.ts';
import { hasUnsentChanges, unsentChangeCount, initialInventoryCache, initialInventoryState, inventoryCache, inventoryState, type InventoryState } from './inventory-state.ts';

const m = defineMessages({
  title: { id: 'route.inventory.title', defaultMessage: 'Home inventory' },
  menuName: { id: 'menu.inventory.name', defaultMessage: 'Home Inventory' },
  menuDescription: { id: 'menu.inventory.description', defaultMessage: 'Rooms and belongings, with photos and receipts' },
});

/**
 * Changes an earlier page left waiting are sent without the inventory being opened: once the app
 * has started, and whenever the connection returns, if the signed-in user has any stored. Only
 * then do the outbox's modules load (not in the first page otherwise).
 */
function replayLeftChanges(): void {
  const owner = currentOwner();
  if (!owner) return;
  const stored = readStored('inventory', initialInventoryState(), ['outbox'], { owner });
  if (!Array.isArray(stored.outbox) || stored.outbox.length === 0) return;
  void Promise.all([whenRestored('inventory'), whenRestored('inventoryCache')])
    .then(() => import('./inventory-store.ts'))
    .then((store) => store.replayInventory())
    .catch(() => undefined);
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('online', replayLeftChanges);
  window.addEventListener('load', () => setTimeout(replayLeftChanges, 4000));
}

/** The store module once a route entry has loaded it, so a later entry can ask at once. */
let loadedStore: typeof import('./inventory-store.ts') | undefined;

// Home inventory (docs/product-rules.md#routes /inventory, login needed; docs/product-rules.md#inventory): rooms, items, files, export.
// One route; the room, the item and the report are in its query (?room=…&item=…, ?view=report).
export const feature = defineFeature({
  name: 'inventory',
  key: 'inventory',
  routes: [
    {
      path: PATHS.inventory,
      feature: 'inventory',
      access: 'private',
      title: m.title,
      screen: lazyScreen(() => import('./inventory-screen.tsx'), ['inventory', 'inventoryCache']),
      // The rooms (or the room the address names) are asked for beside the screen's chunk, at the
      // tap rather than after the new view's first render; the screen's own ask joins this one.
      // Within the inventory (store loaded, slices restored) the request leaves in the tap itself,
      // and what the view waits for (enterView) is known at once.
      enter: (query) => {
        const room = query.get('room');
        if (loadedStore && isRestored('inventory') && isRestored('inventoryCache')) return loadedStore.enterView(room);
        const restored = Promise.all([whenRestored('inventory'), whenRestored('inventoryCache')]);
        return import('./inventory-store.ts').then((store) => {
          loadedStore = store;
          return store.enterView(room, restored);
        });
      },
    },
  ],
  menu: { icon: 'Inventory', defaultEntry: { order: 5, name: m.menuName, description: m.menuDescription } },
  slices: [
    {
      // The changes not yet on the server (in order), those refused, and the form being filled in:
      // the user's own, checked when read (schemas/state/inventory.schema.json). An explicit logout
      // asks before deleting them, with the photos and receipts still waiting to be sent.
      name: 'inventory',
      state: inventoryState,
      initial: initialInventoryState(),
      persist: true,
      schema: { load: () => import('../../generated/state/inventory.validator.js').then((v) => v.StoredInventoryState) },
      perUser: true,
      hasContent: (state) => hasUnsentChanges(state as InventoryState),
      // The changes wait in the slice (local storage), the photos and receipts in IndexedDB.
      unsent: async (state, owner) => [
        { kind: 'inventoryChanges', count: unsentChangeCount(state as InventoryState) },
        { kind: 'inventoryFiles', count: await import('./inventory-files.ts').then((files) => files.waitingInventoryFileCount(owner)) },
      ],
      onDiscard: (owner) => import('./inventory-files.ts').then((files) => files.discardInventoryUploads(owner)),
    },
    {
      // What the server last said, so the inventory opens offline; a copy, never asked about.
      name: 'inventoryCache',
      state: inventoryCache,
      initial: initialInventoryCache(),
      persist: ['data'],
      schema: { load: () => import('../../generated/state/inventory-cache.validator.js').then((v) => v.StoredInventoryCacheState) },
      perUser: true,
      hasContent: () => false,
    },
  ],
});
