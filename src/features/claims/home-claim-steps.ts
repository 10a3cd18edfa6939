// The home (property) claim's steps, and its contents: belongings chosen from the home inventory,
// each damaged or stolen, with a quantity and its value. Pure: the choice renderer, the review and
// the submit all read these rules.
import type { FileRef } from '../../api/generated/api-types.ts';
import type { FlowAnswers, StepForms, StepId } from '../../flow/flow-types.ts';

/** The home claim's steps in order: step id → its schema form. */
export const HOME_CLAIM_STEPS = {
  cause: 'claim-home-cause',
  dateTime: 'claim-date-time',
  contents: 'claim-contents',
  pictures: 'claim-pictures',
  disclaimer: 'claim-disclaimer',
} as const satisfies StepForms;

export type HomeClaimStepId = StepId<typeof HOME_CLAIM_STEPS>;

/** What the draft keeps per step: each form's data, typed from its schema; the consent as a boolean. */
export type HomeClaimAnswers = FlowAnswers<typeof HOME_CLAIM_STEPS, { disclaimer: boolean }>;

export type Loss = 'damaged' | 'stolen';

/** A chosen item as the draft keeps it: enough to review and send it without the inventory. */
export interface ContentsLine {
  itemId: string;
  roomId: string;
  room: string;
  name: string;
  /** Unit price in CAD. */
  unitPrice: number;
  /** How many the inventory lists (the most that can be declared). */
  owned: number;
  quantity: number;
  /** Unset until the policyholder says (never guessed: it changes what the insurer pays for). */
  loss?: Loss;
  files?: FileRef[];
}

/** An inventory item as the choice needs it. */
export interface ChoosableItem {
  id: string;
  groupId: string;
  name: string;
  quantity: number;
  price: number;
  files: readonly FileRef[];
}

export interface ChoosableRoom {
  id: string;
  name: string;
  items: readonly ChoosableItem[];
}

function cents(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** A line's declared value in cents: quantity × unit price (cents, so sums never drift). */
export function lineCents(line: Pick<ContentsLine, 'quantity' | 'unitPrice'>): number {
  const quantity = Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
  return quantity * cents(line.unitPrice);
}

/** The declared value of every line, in cents. */
export function contentsTotalCents(lines: readonly Pick<ContentsLine, 'quantity' | 'unitPrice'>[]): number {
  return lines.reduce((sum, line) => sum + lineCents(line), 0);
}

/** The lines of a draft answer (anything else reads as none). */
export function linesOf(value: unknown): ContentsLine[] {
  const lines = (value as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? lines.filter((line): line is ContentsLine => typeof line === 'object' && line !== null && typeof (line as ContentsLine).itemId === 'string') : [];
}

/** A new line for an item: all of it (the quantity can be lowered), damaged or stolen still to say. */
export function lineOf(room: Pick<ChoosableRoom, 'id' | 'name'>, item: ChoosableItem, loss?: Loss): ContentsLine {
  const owned = Math.max(1, Math.floor(item.quantity));
  return {
    itemId: item.id,
    roomId: room.id,
    room: room.name,
    name: item.name,
    unitPrice: item.price,
    owned,
    quantity: owned,
    ...(loss ? { loss } : {}),
    files: item.files.map(({ id, name, size, type, url }) => ({ id, name, size, type, ...(url !== undefined ? { url } : {}) })),
  };
}

/** Lines one claim may carry (schemas/forms/claim/contents.schema.json, `lines.maxItems`). */
export const MAX_CONTENTS_LINES = 200;

/** Lines with an item added (kept as it was when already chosen) or removed. */
export function withItem(lines: readonly ContentsLine[], room: ChoosableRoom, item: ChoosableItem, chosen: boolean): ContentsLine[] {
  const rest = lines.filter((line) => line.itemId !== item.id);
  if (!chosen) return rest;
  const kept = lines.find((line) => line.itemId === item.id);
  // No more lines than the claim may carry: past it, the stored draft would fail its check on
  // reload and be dropped whole, losing every answer.
  if (!kept && lines.length >= MAX_CONTENTS_LINES) return [...lines];
  return [...rest, kept ?? lineOf(room, item)];
}

/** Lines with every item of a room added (those chosen already kept) or removed. */
export function withRoom(lines: readonly ContentsLine[], room: ChoosableRoom, chosen: boolean): ContentsLine[] {
  return room.items.reduce<ContentsLine[]>((out, item) => withItem(out, room, item, chosen), [...lines]);
}

/** Whether every item of a room is chosen (an empty room never is). */
export function roomChosen(lines: readonly ContentsLine[], room: ChoosableRoom): 'all' | 'some' | 'none' {
  const chosen = room.items.filter((item) => lines.some((line) => line.itemId === item.id)).length;
  if (chosen === 0) return 'none';
  return chosen === room.items.length ? 'all' : 'some';
}

/** Lines with one line changed (quantity kept between 1 and what the inventory lists). */
export function withLine(lines: readonly ContentsLine[], itemId: string, change: Partial<Pick<ContentsLine, 'quantity' | 'loss'>>): ContentsLine[] {
  return lines.map((line) => {
    if (line.itemId !== itemId) return line;
    const next = { ...line, ...change };
    if (change.quantity !== undefined) next.quantity = Math.min(line.owned, Math.max(1, Math.floor(Number.isFinite(change.quantity) ? change.quantity : 1)));
    return next;
  });
}

/** Lines grouped by room, in the order they were chosen, for the review. */
export function linesByRoom(lines: readonly ContentsLine[]): { roomId: string; room: string; lines: ContentsLine[] }[] {
  const rooms: { roomId: string; room: string; lines: ContentsLine[] }[] = [];
  for (const line of lines) {
    let group = rooms.find((candidate) => candidate.roomId === line.roomId);
    if (!group) rooms.push((group = { roomId: line.roomId, room: line.room, lines: [] }));
    group.lines.push(line);
  }
  return rooms;
}

/**
 * The rooms to offer: the inventory's, plus any chosen line it does not list (offline, or the item
 * since removed), in its room as the line names it, so what was chosen always shows and can be undone.
 */
export function roomsWithChosen(rooms: readonly ChoosableRoom[], lines: readonly ContentsLine[]): ChoosableRoom[] {
  const out = rooms.map((room) => ({ ...room, items: [...room.items] }));
  const listed = new Set(rooms.flatMap((room) => room.items.map((item) => item.id)));
  for (const line of lines) {
    if (listed.has(line.itemId)) continue;
    let room = out.find((candidate) => candidate.id === line.roomId);
    if (!room) out.push((room = { id: line.roomId, name: line.room, items: [] }));
    room.items.push({ id: line.itemId, groupId: line.roomId, name: line.name, quantity: line.owned, price: line.unitPrice, files: line.files ?? [] });
  }
  return out;
}
