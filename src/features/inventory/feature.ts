import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';
import { hasUnsentChanges, initialInventoryCache, initialInventoryState, inventoryCache, inventoryState, type InventoryState } from './inventory-state.ts';

const m = defineMessages({
  title: { id: 'route.inventory.title', defaultMessage: 'Home inventory' },
  menuName: { id: 'menu.inventory.name', defaultMessage: 'Home Inventory' },
  menuDescription: { id: 'menu.inventory.description', defaultMessage: 'Rooms and belongings, with photos and receipts' },
});

// Home inventory (SPEC §2 /inventory, login needed; §3 Inventory): rooms, items, files, export.
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
      onDiscard: (owner) => import('./inventory-files.ts').then((files) => files.discardInventoryUploads(owner)),
    },
    {
      // What the server last said, so the inventory opens offline; a copy, never asked about.
      name: 'inventoryCache',
      state: inventoryCache,
      initial: initialInventoryCache(),
      persist: ['data'],
      schema: { load: () => import('../../generated/state/inventory-cache.validator.js').then((v) => v.StoredInventoryCache) },
      perUser: true,
      hasContent: () => false,
    },
  ],
});
