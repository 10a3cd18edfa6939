// The export's data: every room's items, asked for room by room (inventory.getGroup, four at a
// time, with progress), into the stored copy; a room that cannot be asked for now is taken from
// the copy when it holds it. The export then reads the screens' view (waiting changes included).
// The CSV is built on the device (inventory-csv.ts): see docs/adr/0050-home-inventory-outbox.md for why not
// inventory.export.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import type { InventoryGroup, InventoryItem } from '../../api/generated/api-types.ts';
import { emptyData, isLocalId, withGroup } from './inventory-model.ts';
import { inventoryCache } from './inventory-state.ts';
import { currentView, loadGroups } from './inventory-store.ts';
import { ref } from 'valtio';
import { saveBlob } from '../../ui/save-file.ts';

export interface ExportRoom {
  group: InventoryGroup;
  items: InventoryItem[];
}

type Progress = (done: number, total: number) => void;

const PARALLEL = 4;

/** Every room with its items; rejects when a room is neither reachable nor kept on this device. */
export async function loadWholeInventory(onProgress: Progress): Promise<ExportRoom[]> {
  await loadGroups();
  if (inventoryCache.groupsCall.success === false && !inventoryCache.data) throw new Error(inventoryCache.groupsCall.message ?? 'not loaded');
  const rooms = currentView().groups.filter((group) => !isLocalId(group.id));
  let done = 0;
  onProgress(0, rooms.length);
  let next = 0;
  const worker = async () => {
    while (next < rooms.length) {
      const group = rooms[next++] as InventoryGroup;
      try {
        const answer = await callApi(api(), 'inventory.getGroup', { id: group.id });
        inventoryCache.data = ref(withGroup(inventoryCache.data ?? emptyData(), answer));
      } catch (error) {
        if (!inventoryCache.data?.items[group.id]) throw error;
      }
      done += 1;
      onProgress(done, rooms.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, rooms.length) }, worker));
  const view = currentView();
  return view.groups.map((group) => ({ group, items: view.items[group.id] ?? [] }));
}

/** Offers a text as a file download (UTF-8). */
export function downloadText(text: string, fileName: string, type: string): void {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}
