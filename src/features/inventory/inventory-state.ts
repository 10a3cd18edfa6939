// The inventory's two slices, both stored per user (docs/product-rules.md#inventory, docs/product-rules.md#persistence):
// - `inventory`: the changes waiting to be sent (the ordered outbox), those the server refused,
//   the device ids the server has renumbered, and the form being filled in (a reload keeps it).
//   Small, so that it is always written.
// - `inventoryCache`: what the server last said (rooms, counts, values, the items of the rooms
//   opened), so the inventory opens offline and after a reload; kept apart so that a storage quota
//   reached by a big home loses a copy the server has, never a change.
import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { InventoryData } from './inventory-model.ts';
import type { OutboxEntry, RejectedEntry } from './inventory-outbox.ts';

/** A form being filled in: which one (`room:new`, `room:<id>`, `item:new:<room id>`, `item:<id>`) and its answers so far. */
export interface InventoryDraft {
  key: string;
  data: { name?: string; quantity?: number; price?: number; notes?: string };
}

export function initialInventoryState() {
  return {
    outbox: [] as OutboxEntry[],
    rejected: [] as RejectedEntry[],
    aliases: {} as Record<string, string>,
    draft: null as InventoryDraft | null,
  };
}

export type InventoryState = ReturnType<typeof initialInventoryState>;

export const inventoryState = proxy<InventoryState>(initialInventoryState());

export function initialInventoryCache() {
  return {
    /** Stored as a valtio ref: read-only data replaced as a whole, never changed in place. */
    data: null as InventoryData | null,
    /** The rooms list call (inventory.getGroups); its data is when it answered. Memory only. */
    groupsCall: requestState<number>(),
    /** The open room's call (inventory.getGroup). Memory only. */
    roomCall: requestState<number>(),
  };
}

type InventoryCache = ReturnType<typeof initialInventoryCache>;

export const inventoryCache = proxy<InventoryCache>(initialInventoryCache());

/** Whether the user has something not yet on the server (asked about on an explicit logout). */
export function hasUnsentChanges(state: InventoryState): boolean {
  return unsentChangeCount(state) > 0;
}

/** Changes the server does not have: waiting, refused (still shown to the user) and the item being typed. */
export function unsentChangeCount(state: InventoryState): number {
  return state.outbox.length + state.rejected.length + (state.draft !== null ? 1 : 0);
}
