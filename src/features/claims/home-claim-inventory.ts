// The signed-in user's home inventory as the home claim offers it: every room with its items,
// read through the one API client and the request cycle, in memory for the page and for its user
// only (a snapshot for a choice, never stored: the choice itself is kept in the draft).
import { proxy, ref } from 'valtio';
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { currentOwner } from '../../state/persistence.ts';
import { requestState, runRequest, type RequestState } from '../../state/request-cycle.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import type { ChoosableRoom } from './home-claim-steps.ts';

interface HomeInventory {
  /** Whose inventory `rooms` holds; another user's is never shown. */
  owner: string | null;
  rooms: RequestState<readonly ChoosableRoom[]>;
}

export const homeInventory = proxy<HomeInventory>({ owner: null, rooms: requestState() });

/** Rooms that hold items, each with its items (rooms without items are left out: nothing to declare). */
async function askRooms(): Promise<readonly ChoosableRoom[]> {
  const answer = await callApi(api(), 'inventory.getGroups', {});
  const full = answer.groups.filter((group) => (answer.groupsItemsCount[group.id] ?? '0') !== '0');
  const rooms = await Promise.all(full.map((group) => callApi(api(), 'inventory.getGroup', { id: group.id })));
  return ref(rooms.filter((room) => room.items.length > 0).map(({ group, items }) => ({ id: group.id, name: group.name, items })));
}

/** Loads the rooms once per page and user (again after a failure, or when asked). */
export function loadHomeInventory(force = false): Promise<unknown> {
  const owner = currentOwner();
  if (homeInventory.owner !== owner) {
    homeInventory.owner = owner;
    homeInventory.rooms = requestState();
  }
  // Without the inventory on, the brokerage's users have none to offer: nothing is asked.
  if (!owner || runtimeState.runtime?.features.inventory !== true) return Promise.resolve();
  const state = homeInventory.rooms;
  if (!force && (state.success === true || state.inProgress)) return Promise.resolve();
  return runRequest(homeInventory, 'rooms', askRooms);
}

/** The rooms of the signed-in user when loaded, else none. */
export function roomsOfUser(state: Pick<HomeInventory, 'owner' | 'rooms'> = homeInventory): readonly ChoosableRoom[] {
  return state.owner !== null && state.owner === currentOwner() ? (state.rooms.data ?? []) : [];
}

/** Whether the contents step is offered: the brokerage has the inventory on and the user has an item in it. */
export function contentsOffered(state: Pick<HomeInventory, 'owner' | 'rooms'> = homeInventory): boolean {
  return runtimeState.runtime?.features.inventory === true && roomsOfUser(state).length > 0;
}
