// Pure rules of the chat (no React, no I/O): reading stored messages, merging what arrives, the
// unread count, grouping by day, and whether the chat is on now (docs/product-rules.md#chat-enabled).
import type { ChatMessage } from '../../api/generated/api-types.ts';
import type { Runtime } from '../../settings/runtime.ts';
import { isAfterHoursAt, parseOfficeHours } from '../../settings/office-hours.ts';
import { calendarDay } from '../../settings/calendar-day.ts';

const FROM = new Set(['client', 'staff', 'system']);

/** Stored messages read defensively: anything not shaped like a message is left out. */
export function readMessages(data: readonly unknown[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const m = item as Record<string, unknown>;
    if (typeof m.id !== 'string' || typeof m.text !== 'string' || typeof m.sentAt !== 'string' || typeof m.from !== 'string' || !FROM.has(m.from)) continue;
    if (Number.isNaN(Date.parse(m.sentAt))) continue;
    out.push({ id: m.id, from: m.from as ChatMessage['from'], authorName: typeof m.authorName === 'string' ? m.authorName : '', text: m.text, sentAt: m.sentAt, read: m.read === true });
  }
  return out;
}

/** Messages in time order, each id once (a later copy of a message replaces the earlier one). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): { messages: ChatMessage[]; added: ChatMessage[] } {
  const byId = new Map(current.map((message) => [message.id, message]));
  const added: ChatMessage[] = [];
  for (const message of incoming) {
    if (!byId.has(message.id)) added.push(message);
    byId.set(message.id, message);
  }
  const messages = [...byId.values()].sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
  return { messages, added };
}

/** Messages the client has to read: from the staff (the client's own and system notes are not). */
function isFromStaff(message: Pick<ChatMessage, 'from'>): boolean {
  return message.from === 'staff';
}

/**
 * The unread count after `added` arrived: 0 while the client is looking at the conversation
 * (chat screen shown and the page visible), else one more per new staff message.
 */
export function unreadAfter(current: number, added: readonly Pick<ChatMessage, 'from'>[], viewing: boolean): number {
  if (viewing) return 0;
  return current + added.filter(isFromStaff).length;
}

/** The unread count a fresh chat.get gives: the server's, unless the client is looking. */
export function unreadFromServer(serverCount: number, viewing: boolean): number {
  return viewing ? 0 : Math.max(0, Math.trunc(serverCount) || 0);
}

/** The calendar day of an instant in a time zone (default the device's), as YYYY-MM-DD. */
export function dayKey(iso: string, timeZone?: string): string {
  return calendarDay(new Date(iso), timeZone);
}

interface DayGroup<M> {
  day: string;
  messages: M[];
}

/** Messages grouped by calendar day, in order (the list is already in time order). */
export function groupByDay<M extends { sentAt: string }>(messages: readonly M[], timeZone?: string): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const message of messages) {
    const day = dayKey(message.sentAt, timeZone);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/**
 * docs/product-rules.md#chat-enabled: chat is enabled when the chat feature is on, unless it is after hours and
 * hideChatAfterHours is set. After hours is read in the office time zone (settings timeZone);
 * hours that cannot be read never close the chat.
 */
export function chatOpenAt(runtime: Pick<Runtime, 'features' | 'chat' | 'timeZone'>, now: Date): boolean {
  if (runtime.features.chat !== true) return false;
  if (!runtime.chat.hideAfterHours) return true;
  const hours = parseOfficeHours(runtime.chat.officeHours, { timeZone: runtime.timeZone });
  return !isAfterHoursAt(hours, now);
}
