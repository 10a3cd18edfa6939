// The home inventory as the screens show it (docs/product-rules.md#inventory), framework-free: rooms (groups)
// with their item counts and values, the items of the rooms loaded, and the changes waiting to be
// sent (an ordered list of operations) applied over what the server said. Counts and values come
// from the API as strings ("0" when empty); here they are numbers: pieces (the sum of quantities,
// as the server counts them) and cents, so sums never drift.
import type { FileRef, InventoryGetGroupResponse, InventoryGetGroupsResponse, InventoryGroup, InventoryItem } from '../../api/generated/api-types.ts';

/** Ids made on the device for what the server has not numbered yet (rooms, items, files: docs/product-rules.md#inventory). */
const LOCAL_PREFIX = 'local-';

export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_PREFIX);
}

export function newLocalId(kind: 'grp' | 'itm'): string {
  return `${LOCAL_PREFIX}${kind}-${globalThis.crypto.randomUUID()}`;
}

export interface InventoryData {
  groups: InventoryGroup[];
  /** Pieces per room: the sum of its items' quantities. */
  counts: Record<string, number>;
  /** Value per room, in cents. */
  values: Record<string, number>;
  /** The items of each room loaded (inventory.getGroup); absent: not loaded yet. */
  items: Record<string, InventoryItem[]>;
}

export type InventoryOp =
  | { kind: 'saveGroup'; group: { id: string; name: string; notes?: string } }
  | { kind: 'deleteGroup'; groupId: string; name: string }
  | { kind: 'saveItem'; item: InventoryItem; before: InventoryItem | null }
  | { kind: 'deleteItem'; before: InventoryItem };

export function emptyData(): InventoryData {
  return { groups: [], counts: {}, values: {}, items: {} };
}

/** An API count ("0" by default) as a number; anything but digits reads as 0. */
export function parseCount(text: unknown): number {
  if (typeof text === 'number') return Number.isInteger(text) && text >= 0 ? text : 0;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) return 0;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) ? value : 0;
}

/** An API value in dollars ("0" by default, "1234.5") as cents; anything else reads as 0. */
export function parseCents(text: unknown): number {
  const raw = typeof text === 'number' ? String(text) : text;
  if (typeof raw !== 'string' || !/^\d+(\.\d+)?$/.test(raw.trim())) return 0;
  const cents = Math.round(Number(raw.trim()) * 100);
  return Number.isSafeInteger(cents) ? cents : 0;
}

/** A price in dollars as cents. */
export function toCents(price: number): number {
  return Number.isFinite(price) ? Math.round(price * 100) : 0;
}

/** Total value of an item (quantity × price), in cents. */
export function itemCents(item: Pick<InventoryItem, 'quantity' | 'price'>): number {
  return (Number.isFinite(item.quantity) ? item.quantity : 0) * toCents(item.price);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

function sumOf(items: readonly InventoryItem[]): { count: number; cents: number } {
  let count = 0;
  let cents = 0;
  for (const item of items) {
    count += item.quantity;
    cents += itemCents(item);
  }
  return { count, cents };
}

/** The rooms list from the server over what was known (loaded rooms keep their items). */
export function withGroups(data: InventoryData, answer: InventoryGetGroupsResponse): InventoryData {
  const counts: Record<string, number> = {};
  const values: Record<string, number> = {};
  const items: Record<string, InventoryItem[]> = {};
  for (const group of answer.groups) {
    counts[group.id] = parseCount(answer.groupsItemsCount[group.id] ?? '0');
    values[group.id] = parseCents(answer.groupsItemsValue[group.id] ?? '0');
    const known = data.items[group.id];
    if (known) items[group.id] = known;
  }
  return { groups: answer.groups, counts, values, items };
}

/** One room and its items from the server: its count and value follow from the items. */
export function withGroup(data: InventoryData, answer: InventoryGetGroupResponse): InventoryData {
  const { group } = answer;
  const index = data.groups.findIndex((candidate) => candidate.id === group.id);
  const groups = index < 0 ? [...data.groups, group] : data.groups.map((candidate, at) => (at === index ? group : candidate));
  const { count, cents } = sumOf(answer.items);
  return { groups, counts: { ...data.counts, [group.id]: count }, values: { ...data.values, [group.id]: cents }, items: { ...data.items, [group.id]: answer.items } };
}

/** Where an item is: in its room's loaded list (the hinted room first). */
function findItem(data: InventoryData, id: string, hintGroupId?: string): InventoryItem | undefined {
  const hinted = hintGroupId ? data.items[hintGroupId]?.find((item) => item.id === id) : undefined;
  if (hinted) return hinted;
  for (const list of Object.values(data.items)) {
    const found = list.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

function hasGroup(data: InventoryData, id: string): boolean {
  return data.groups.some((group) => group.id === id);
}

/** The item an operation replaces: the one known in a loaded room, else what the operation saw. */
function previousOf(data: InventoryData, id: string, seen: InventoryItem | null): InventoryItem | null {
  if (seen && !data.items[seen.groupId]) return hasGroup(data, seen.groupId) ? seen : null;
  return findItem(data, id, seen?.groupId) ?? null;
}

function adjust(record: Record<string, number>, id: string, delta: number): Record<string, number> {
  if (!(id in record) || delta === 0) return record;
  return { ...record, [id]: Math.max(0, (record[id] ?? 0) + delta) };
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** An item out of its room (counts and value follow). */
function removeItem(data: InventoryData, previous: InventoryItem): InventoryData {
  const list = data.items[previous.groupId];
  const items = list ? { ...data.items, [previous.groupId]: list.filter((item) => item.id !== previous.id) } : data.items;
  return { ...data, items, counts: adjust(data.counts, previous.groupId, -previous.quantity), values: adjust(data.values, previous.groupId, -itemCents(previous)) };
}

/** An item into its room: last, or in the place of `previous` when it stays in that room. */
function putItem(data: InventoryData, item: InventoryItem, previous: InventoryItem | null): InventoryData {
  if (!hasGroup(data, item.groupId)) return previous ? removeItem(data, previous) : data;
  const stays = previous !== null && previous.groupId === item.groupId;
  const base = previous && !stays ? removeItem(data, previous) : data;
  const list = base.items[item.groupId];
  let items = base.items;
  if (list) {
    const at = stays ? list.findIndex((candidate) => candidate.id === previous.id) : -1;
    items = { ...base.items, [item.groupId]: at < 0 ? [...list, item] : list.map((candidate, index) => (index === at ? item : candidate)) };
  }
  const countDelta = item.quantity - (stays ? previous.quantity : 0);
  const valueDelta = itemCents(item) - (stays ? itemCents(previous) : 0);
  return { ...base, items, counts: adjust(base.counts, item.groupId, countDelta), values: adjust(base.values, item.groupId, valueDelta) };
}

/**
 * The data once an operation is done; a new object (unchanged parts shared), never a mutation.
 * Used both to show waiting changes over the server's data and to record them once sent.
 */
export function applyOp(data: InventoryData, op: InventoryOp, at: string = new Date().toISOString()): InventoryData {
  switch (op.kind) {
    case 'saveGroup': {
      const existing = data.groups.find((group) => group.id === op.group.id);
      if (existing) {
        const group: InventoryGroup = { ...existing, name: op.group.name, updatedAt: at, ...(op.group.notes !== undefined ? { notes: op.group.notes } : {}) };
        return { ...data, groups: data.groups.map((candidate) => (candidate === existing ? group : candidate)) };
      }
      const group: InventoryGroup = { id: op.group.id, name: op.group.name, updatedAt: at, ...(op.group.notes !== undefined ? { notes: op.group.notes } : {}) };
      return { groups: [...data.groups, group], counts: { ...data.counts, [group.id]: 0 }, values: { ...data.values, [group.id]: 0 }, items: { ...data.items, [group.id]: [] } };
    }
    case 'deleteGroup':
      return {
        groups: data.groups.filter((group) => group.id !== op.groupId),
        counts: withoutKey(data.counts, op.groupId),
        values: withoutKey(data.values, op.groupId),
        items: withoutKey(data.items, op.groupId),
      };
    case 'saveItem': {
      return putItem(data, op.item, previousOf(data, op.item.id, op.before));
    }
    case 'deleteItem': {
      const previous = previousOf(data, op.before.id, op.before);
      return previous ? removeItem(data, previous) : data;
    }
  }
}

/** What the screens show: the server's data with every waiting change applied, in order. */
export function applyOps(data: InventoryData, ops: readonly { op: InventoryOp; queuedAt?: string }[]): InventoryData {
  return ops.reduce((current, entry) => applyOp(current, entry.op, entry.queuedAt), data);
}

interface Totals {
  rooms: number;
  /** Pieces in the home. */
  count: number;
  cents: number;
}

export function totalsOf(data: InventoryData): Totals {
  let count = 0;
  let cents = 0;
  for (const group of data.groups) {
    count += data.counts[group.id] ?? 0;
    cents += data.values[group.id] ?? 0;
  }
  return { rooms: data.groups.length, count, cents };
}

/** Ids (rooms and items) that a waiting change touches: shown as "not yet saved". */
export function pendingIds(ops: readonly { op: InventoryOp }[]): Set<string> {
  const ids = new Set<string>();
  for (const { op } of ops) {
    if (op.kind === 'saveGroup') ids.add(op.group.id);
    else if (op.kind === 'deleteGroup') ids.add(op.groupId);
    else if (op.kind === 'saveItem') ids.add(op.item.id);
    else ids.add(op.before.id);
  }
  return ids;
}

/** Rooms with a waiting change of their own or of an item in them (or leaving them). */
export function pendingRoomIds(ops: readonly { op: InventoryOp }[]): Set<string> {
  const ids = new Set<string>();
  for (const { op } of ops) {
    if (op.kind === 'saveGroup') ids.add(op.group.id);
    else if (op.kind === 'deleteGroup') ids.add(op.groupId);
    else if (op.kind === 'saveItem') {
      ids.add(op.item.groupId);
      if (op.before) ids.add(op.before.groupId);
    } else ids.add(op.before.groupId);
  }
  return ids;
}

function swap(id: string, from: string, to: string): string {
  return id === from ? to : id;
}

function swapItem(item: InventoryItem, from: string, to: string): InventoryItem {
  if (item.id !== from && item.groupId !== from) return item;
  return { ...item, id: swap(item.id, from, to), groupId: swap(item.groupId, from, to) };
}

/** An operation with a device id replaced by the server's (once the room or item is created). */
export function rewriteOp(op: InventoryOp, from: string, to: string): InventoryOp {
  switch (op.kind) {
    case 'saveGroup':
      return op.group.id === from ? { ...op, group: { ...op.group, id: to } } : op;
    case 'deleteGroup':
      return op.groupId === from ? { ...op, groupId: to } : op;
    case 'saveItem': {
      const item = swapItem(op.item, from, to);
      const before = op.before ? swapItem(op.before, from, to) : null;
      return item === op.item && before === op.before ? op : { ...op, item, before };
    }
    case 'deleteItem': {
      const before = swapItem(op.before, from, to);
      return before === op.before ? op : { ...op, before };
    }
  }
}

/** Whether an operation names this id (a room's or an item's). */
export function opMentions(op: InventoryOp, id: string): boolean {
  return rewriteOp(op, id, `${id}\u0000`) !== op;
}

/** The files the server knows of (not those still waiting in the upload queue). */
export function serverFiles(files: readonly FileRef[]): FileRef[] {
  return files.filter((file) => !isLocalId(file.id));
}

export function localFiles(files: readonly FileRef[]): FileRef[] {
  return files.filter((file) => isLocalId(file.id));
}

const IMAGE = /^image\//;

export function isPhoto(file: Pick<FileRef, 'type'>): boolean {
  return IMAGE.test(file.type);
}

/** The rooms in the order the screens list them: as the server gives them, new ones last. */
export function roomsOf(data: InventoryData): { group: InventoryGroup; count: number; cents: number }[] {
  return data.groups.map((group) => ({ group, count: data.counts[group.id] ?? 0, cents: data.values[group.id] ?? 0 }));
}
