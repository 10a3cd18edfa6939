// The inventory's actions and data: loading rooms through the request cycle into the stored copy,
// and every change (add, rename, delete a room; add, edit, move, delete an item; a file added or
// removed) made at once on the screen (optimistic) and sent at once through the outbox
// (inventory-outbox.ts), which keeps it in order until the server has it.
import { ref, useSnapshot } from 'valtio';
import { useMemo } from 'react';
import { api } from '../../api/api.ts';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../api/api-error.ts';
import { callApi, type CallResponse } from '../../api/call-api.ts';
import type { FileRef, InventoryItem, InventorySaveRequest } from '../../api/generated/api-types.ts';
import { runRequest } from '../../state/request-cycle.ts';
import { currentOwner } from '../../state/persistence.ts';
import { entryRun, mayJoinEntry, type EntryRun } from '../../state/entered-call.ts';
import {
  applyOp,
  applyOps,
  emptyData,
  isLocalId,
  localFiles,
  newLocalId,
  pendingIds,
  pendingRoomIds,
  serverFiles,
  totalsOf,
  withGroup,
  withGroups,
  type InventoryData,
  type InventoryOp,
} from './inventory-model.ts';
import { createOutbox, type Outbox, type OutboxAnswer, type OutboxEntry } from './inventory-outbox.ts';
import { inventoryCache, inventoryState } from './inventory-state.ts';
import { requestCurrency } from '../../i18n/money.ts';

/** Bumped each time a sent change is recorded: a rooms list asked for before that may not hold it. */
let commits = 0;

function setData(data: InventoryData): void {
  inventoryCache.data = ref(data);
}

function currentData(): InventoryData {
  return inventoryCache.data ?? emptyData();
}

/** The server's id for a device id the server has renumbered (urls may still name the device id). */
export function resolveId(id: string, aliases: Readonly<Record<string, string>> = inventoryState.aliases): string {
  let current = id;
  for (let hops = 0; hops < 10 && aliases[current]; hops += 1) current = aliases[current] as string;
  return current;
}

/** inventory.save's request for a change of a room or an item. */
export function saveRequest(op: Extract<InventoryOp, { kind: 'saveGroup' | 'saveItem' }>, key: string): InventorySaveRequest {
  if (op.kind === 'saveGroup') {
    const { id, name, notes } = op.group;
    return { kind: 'group', group: { ...(isLocalId(id) ? {} : { id }), name, ...(notes !== undefined ? { notes } : {}) }, idempotencyKey: key };
  }
  const { id, groupId, name, quantity, price, notes, files } = op.item;
  // Files still in the upload queue are named once the server has them (a further save).
  // The price is in the brokerage's currency (docs/product-rules.md#country).
  return { kind: 'item', item: { ...(isLocalId(id) ? {} : { id }), groupId, name, quantity, price, ...(notes !== undefined ? { notes } : {}), files: serverFiles(files) }, currency: requestCurrency(), idempotencyKey: key };
}

/** Sends one change: inventory.save or inventory.delete. */
export async function sendOp(op: InventoryOp, key: string): Promise<OutboxAnswer> {
  if (op.kind === 'saveGroup' || op.kind === 'saveItem') {
    // Its room was never created on the server (its own save was refused, and is listed with it).
    if (op.kind === 'saveItem' && isLocalId(op.item.groupId)) throw new ApiError({ message: GENERIC_ERROR_MESSAGE, code: 404, status: 404, severity: 'high', kind: 'http', payload: { problem: 'Room not found.' } });
    return callApi(api(), 'inventory.save', saveRequest(op, key));
  }
  const [kind, id] = op.kind === 'deleteGroup' ? (['group', op.groupId] as const) : (['item', op.before.id] as const);
  // Never created on the server: nothing to delete there.
  if (isLocalId(id)) return { skipped: true };
  try {
    return await callApi(api(), 'inventory.delete', { kind, id });
  } catch (error) {
    // Already gone (deleted elsewhere, or an earlier try whose answer was lost): done.
    if (error instanceof ApiError && error.status === 404) return { skipped: true };
    throw error;
  }
}

/** A sent change recorded in the stored copy, with the server's room or item (files still uploading kept). */
export function committedOp(op: InventoryOp, answer: OutboxAnswer): InventoryOp {
  if (op.kind === 'saveGroup' && 'group' in answer) return { kind: 'saveGroup', group: { id: answer.group.id, name: answer.group.name, ...(answer.group.notes !== undefined ? { notes: answer.group.notes } : {}) } };
  if (op.kind === 'saveItem' && 'item' in answer) {
    const before = op.before ? { ...op.before, id: answer.item.id } : null;
    return { kind: 'saveItem', item: { ...answer.item, files: [...answer.item.files, ...localFiles(op.item.files)] }, before };
  }
  return op;
}

function commit(op: InventoryOp, answer: OutboxAnswer, entry: OutboxEntry): void {
  commits += 1;
  // A created room or item goes into the stored copy under the server's id.
  setData(applyOp(currentData(), committedOp(op, answer), entry.queuedAt));
}

let outbox: Outbox | undefined;

/** The one outbox of the signed-in user's changes; replays when the connection returns. */
export function inventoryOutbox(): Outbox {
  if (outbox) return outbox;
  outbox = createOutbox({ state: () => inventoryState, send: sendOp, commit, owner: currentOwner });
  const box = outbox;
  if (typeof window !== 'undefined') window.addEventListener('online', () => void box.flush());
  return box;
}

/** Sends whatever waits (a previous page's list after a reload, or after the user asks). */
export function replayInventory(): Promise<void> {
  return inventoryOutbox().flush();
}

let groupsLoading: Promise<void> | undefined;
/** The rooms asked for at the route's entry, before the stored copy is back (askGroups takes it). */
let earlyGroups: { answer: Promise<CallResponse<'inventory.getGroups'>>; commits: number; owner: string | null } | undefined;
/** The entry's load, for the screen that shows next (see loadGroupsOnShow). */
let enteredLoad: EntryRun<void> | undefined;

/**
 * Whether an answer asked for when `commits` was `before`, for `owner`, may go into the stored
 * copy: not when a change was recorded since (it may not be in it), nor once someone else has
 * signed in (it is the previous user's, and the copy now theirs). Either way it is asked for again.
 */
function stillCurrent(before: number, owner: string | null): boolean {
  return commits === before && currentOwner() === owner;
}

/**
 * The route's entry: the rooms' request leaves at once, while the stored copy (which the answer is
 * merged into) is still being read back and checked; the answer waits for it.
 */
export function enterRooms(restored: Promise<unknown>): Promise<void> {
  if (!groupsLoading && !earlyGroups) {
    const answer = callApi(api(), 'inventory.getGroups', {});
    answer.catch(() => undefined); // reported where askGroups takes it
    earlyGroups = { answer, commits, owner: currentOwner() };
  }
  const done = restored.then(
    () => loadGroups(),
    (error: unknown) => {
      earlyGroups = undefined; // never merged: no later load may take this old answer
      throw error;
    },
  );
  enteredLoad = entryRun(done);
  return done;
}

/** Nothing when the stored copy already holds what the view shows (`load` refreshes it behind), else `load`. */
function waitedFor(load: Promise<void>, room?: string): Promise<void> | undefined {
  const data = inventoryCache.data;
  return data !== null && (room === undefined || data.items[room] !== undefined) ? undefined : load;
}

/**
 * The route's entry (the inventory's `enter`): asks for what the view shows (the rooms, or `room`'s
 * items) and returns what the view waits for before it shows (see waitedFor). `restored`: the
 * slices' restore while it is still on its way; without it the answer is given at once.
 */
export function enterView(room: string | null, restored?: Promise<unknown>): Promise<void> | undefined {
  if (room === null) {
    const load = enterRooms(restored ?? Promise.resolve());
    return restored ? restored.then(() => waitedFor(load)) : waitedFor(load);
  }
  if (restored) return restored.then(() => enterView(room));
  const id = resolveId(room);
  return waitedFor(loadRoom(id), id);
}

/**
 * The screen's ask when it shows: the entry's load of this same visit when it may be joined (as a
 * screen's first call: src/state/entered-call.ts), so a fresh answer is not asked for twice, else
 * a load of its own.
 */
export function loadGroupsOnShow(): Promise<void> {
  const entered = enteredLoad;
  enteredLoad = undefined;
  return mayJoinEntry(entered) ? entered.done : loadGroups();
}

/**
 * The rooms, counts and values from the server into the stored copy. A call while one is on its way joins it (the
 * route's entry starts it before the screen asks on arrival).
 */
export function loadGroups(): Promise<void> {
  groupsLoading ??= askGroups().finally(() => {
    groupsLoading = undefined;
  });
  return groupsLoading;
}

async function askGroups(): Promise<void> {
  for (let tries = 0; tries < 3; tries += 1) {
    const early = earlyGroups?.owner === currentOwner() ? earlyGroups : undefined;
    earlyGroups = undefined;
    const before = early ? early.commits : commits;
    const owner = currentOwner();
    let stale = false;
    await runRequest(inventoryCache, 'groupsCall', async () => {
      const answer = await (early ? early.answer : callApi(api(), 'inventory.getGroups', {}));
      if (!stillCurrent(before, owner)) stale = true;
      else setData(withGroups(currentData(), answer));
      return Date.now();
    });
    if (!stale) return;
  }
}

const roomsLoading = new Map<string, Promise<void>>();
/**
 * A room's answer this recent, still in the stored copy and with no change made since, is what a
 * second ask of one visit would get (the route's entry at the tap, then the room's view): it is
 * not asked for again, as SWR's deduping interval.
 */
const ROOM_FRESH_MS = 2_000;
const roomsAnswered = new Map<string, { at: number; commits: number; owner: string | null }>();

/**
 * One room and its items from the server into the stored copy. A call for a room on its way joins
 * it (the route's entry starts it at the tap, the room's view asks again), and so does one just
 * answered (ROOM_FRESH_MS).
 */
export function loadRoom(id: string): Promise<void> {
  if (isLocalId(id)) return Promise.resolve();
  const answered = roomsAnswered.get(id);
  const fresh = answered && stillCurrent(answered.commits, answered.owner) && Date.now() - answered.at < ROOM_FRESH_MS && currentData().items[id] !== undefined;
  if (fresh) return Promise.resolve();
  let loading = roomsLoading.get(id);
  if (!loading) {
    loading = askRoom(id).finally(() => roomsLoading.delete(id));
    roomsLoading.set(id, loading);
  }
  return loading;
}

async function askRoom(id: string): Promise<void> {
  for (let tries = 0; tries < 3; tries += 1) {
    const before = commits;
    const owner = currentOwner();
    let stale = false;
    await runRequest(inventoryCache, 'roomCall', async () => {
      const answer = await callApi(api(), 'inventory.getGroup', { id });
      // The previous user's room, once someone else has signed in: dropped, not asked for again.
      if (currentOwner() !== owner) return Date.now();
      if (!stillCurrent(before, owner)) stale = true;
      else {
        setData(withGroup(currentData(), answer));
        roomsAnswered.set(id, { at: Date.now(), commits, owner });
      }
      return Date.now();
    });
    if (!stale) return;
  }
}

/** What the screens show: the stored copy with the waiting changes applied. */
export function currentView(): InventoryData {
  return applyOps(currentData(), inventoryState.outbox);
}

function enqueue(op: InventoryOp): OutboxEntry {
  return inventoryOutbox().enqueue(op);
}

export function addRoom(name: string): string {
  const id = newLocalId('grp');
  enqueue({ kind: 'saveGroup', group: { id, name: name.trim() } });
  return id;
}

export function renameRoom(id: string, name: string): void {
  const group = currentView().groups.find((candidate) => candidate.id === id);
  enqueue({ kind: 'saveGroup', group: { id, name: name.trim(), ...(group?.notes !== undefined ? { notes: group.notes } : {}) } });
}

export function deleteRoom(id: string): void {
  const group = currentView().groups.find((candidate) => candidate.id === id);
  enqueue({ kind: 'deleteGroup', groupId: id, name: group?.name ?? '' });
}

export interface ItemFields {
  name: string;
  quantity: number;
  price: number;
  notes?: string;
}

/**
 * An item as its last waiting change leaves it (undefined once deleted): found even when it went
 * to a room whose items are not loaded yet (moved there offline).
 */
export function pendingItem(entries: readonly OutboxEntry[], id: string): InventoryItem | undefined {
  let found: InventoryItem | undefined;
  for (const { op } of entries) {
    if (op.kind === 'saveItem' && op.item.id === id) found = op.item;
    else if (op.kind === 'deleteItem' && op.before.id === id) found = undefined;
  }
  return found;
}

/** An item of the view: in a loaded room, else as its waiting change left it. */
export function itemOf(view: InventoryData, entries: readonly OutboxEntry[], id: string): InventoryItem | undefined {
  for (const list of Object.values(view.items)) {
    const found = list.find((item) => item.id === id);
    if (found) return found;
  }
  const pending = pendingItem(entries, id);
  return pending && view.groups.some((group) => group.id === pending.groupId) ? pending : undefined;
}

function findInView(id: string): InventoryItem | undefined {
  return itemOf(currentView(), inventoryState.outbox, id);
}

/** Adds an item (no `id`) or saves an edited one; returns its id. */
export function saveItem(groupId: string, fields: ItemFields, id?: string): string {
  const before = id ? (findInView(id) ?? null) : null;
  const notes = fields.notes?.trim() ? fields.notes : undefined;
  const item: InventoryItem = {
    id: before?.id ?? newLocalId('itm'),
    groupId,
    name: fields.name.trim(),
    quantity: fields.quantity,
    price: fields.price,
    ...(notes !== undefined ? { notes } : {}),
    files: before ? [...before.files] : [],
    updatedAt: new Date().toISOString(),
  };
  enqueue({ kind: 'saveItem', item, before: before ? { ...before } : null });
  return item.id;
}

export function moveItem(id: string, groupId: string): void {
  const before = findInView(id);
  if (!before || before.groupId === groupId) return;
  // The destination's items, so the moved item shows there (and the view finds it once sent).
  void loadRoom(groupId);
  enqueue({ kind: 'saveItem', item: { ...before, groupId, updatedAt: new Date().toISOString() }, before: { ...before } });
}

export function deleteItem(id: string): void {
  const before = findInView(id);
  if (before) enqueue({ kind: 'deleteItem', before: { ...before } });
}

/** The item's files changed (a file added, removed, or given the server's id): saved like any edit. */
export function setItemFiles(id: string, change: (files: FileRef[]) => FileRef[]): boolean {
  const before = findInView(id);
  if (!before) return false;
  enqueue({ kind: 'saveItem', item: { ...before, files: change([...before.files]), updatedAt: new Date().toISOString() }, before: { ...before } });
  return true;
}

/** Every item holding a file (by its id). */
export function itemsWithFile(fileId: string): InventoryItem[] {
  const found: InventoryItem[] = [];
  for (const list of Object.values(currentView().items)) for (const item of list) if (item.files.some((file) => file.id === fileId)) found.push(item);
  return found;
}

export interface InventoryView {
  data: InventoryData;
  /** An item by id (see itemOf). */
  item: (id: string) => InventoryItem | undefined;
  /** Rooms and items with a change not yet on the server. */
  pending: Set<string>;
  /** Rooms holding (or losing) something not yet on the server. */
  pendingRooms: Set<string>;
  totals: ReturnType<typeof totalsOf>;
  waiting: number;
  rejected: number;
  /** The stored copy is there (from this page or an earlier one). */
  loaded: boolean;
}

/** The view for React: recomputed only when the stored copy or the waiting list changes. */
export function useInventoryView(): InventoryView {
  const cache = useSnapshot(inventoryCache);
  const state = useSnapshot(inventoryState);
  const data = cache.data as InventoryData | null;
  const outboxList = state.outbox as readonly OutboxEntry[];
  return useMemo(() => {
    const view = applyOps(data ?? emptyData(), outboxList);
    return { data: view, item: (id: string) => itemOf(view, outboxList, id), pending: pendingIds(outboxList), pendingRooms: pendingRoomIds(outboxList), totals: totalsOf(view), waiting: outboxList.length, rejected: state.rejected.length, loaded: data !== null };
  }, [data, outboxList, state.rejected.length]);
}
