// /inventory: the home inventory. The query says what is shown: nothing → the rooms with totals
// (or the empty state), ?room=<id> → a room and its items, ?room=<id>&item=<id|new> → an item,
// ?view=report → the printable report. On arrival the waiting changes are replayed (a reload's
// list included), queued files resumed and the rooms asked for again.
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { inventoryState } from './inventory-state.ts';
import { loadGroupsOnShow, replayInventory, resolveId } from './inventory-store.ts';
import { resumeInventoryUploads } from './inventory-files.ts';
import { RoomsView } from './rooms-view.tsx';
import { RoomView } from './room-view.tsx';
import { ItemView } from './item-view.tsx';
import { ReportView } from './report-view.tsx';
import './inventory.css';

export default function InventoryScreen() {
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  // A room or item created on this device keeps its url: its server id is looked up on each render.
  const { aliases } = useSnapshot(inventoryState);
  useEffect(() => {
    void replayInventory();
    resumeInventoryUploads();
    void loadGroupsOnShow();
  }, []);
  const room = query.get('room');
  const item = query.get('item');
  if (query.get('view') === 'report') return <ReportView />;
  // Keyed by the url's ids (which stay), so a screen is not rebuilt when the server numbers its room or item.
  if (room && item) return <ItemView key={`${room}:${item}`} urlKey={`${room}:${item}`} roomId={resolveId(room, aliases)} itemId={item === 'new' ? null : resolveId(item, aliases)} />;
  if (room) return <RoomView key={room} urlKey={room} roomId={resolveId(room, aliases)} />;
  return <RoomsView />;
}
