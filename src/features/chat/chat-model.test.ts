import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../api/generated/api-types.ts';
import { chatOpenAt, groupByDay, mergeMessages, readMessages, unreadAfter, unreadFromServer } from './chat-model.ts';

const msg = (id: string, from: ChatMessage['from'], sentAt: string): ChatMessage => ({ id, from, authorName: from, text: id, sentAt, read: false });

describe('unread counting', () => {
  it('counts each new staff message while the client is elsewhere', () => {
    expect(unreadAfter(0, [msg('a', 'staff', '2026-11-23T10:00:00Z')], false)).toBe(1);
    expect(unreadAfter(2, [msg('a', 'staff', '2026-11-23T10:00:00Z'), msg('b', 'staff', '2026-11-23T10:01:00Z')], false)).toBe(4);
  });

  it('does not count the client’s own messages nor system notes', () => {
    expect(unreadAfter(1, [msg('a', 'client', '2026-11-23T10:00:00Z'), msg('b', 'system', '2026-11-23T10:00:00Z')], false)).toBe(1);
  });

  it('is 0 while the client looks at the conversation', () => {
    expect(unreadAfter(3, [msg('a', 'staff', '2026-11-23T10:00:00Z')], true)).toBe(0);
    expect(unreadFromServer(5, true)).toBe(0);
  });

  it('takes the server’s count after a fresh read, never negative or fractional', () => {
    expect(unreadFromServer(2, false)).toBe(2);
    expect(unreadFromServer(-1, false)).toBe(0);
    expect(unreadFromServer(2.7, false)).toBe(2);
  });

  it('a message received twice (channel and poll) is merged once and counted once', () => {
    const first = mergeMessages([], [msg('a', 'staff', '2026-11-23T10:00:00Z')]);
    const again = mergeMessages(first.messages, [msg('a', 'staff', '2026-11-23T10:00:00Z')]);
    expect(again.added).toEqual([]);
    expect(again.messages).toHaveLength(1);
    expect(unreadAfter(unreadAfter(0, first.added, false), again.added, false)).toBe(1);
  });

  it('keeps messages in time order whatever order they arrive in', () => {
    const { messages } = mergeMessages([msg('b', 'staff', '2026-11-23T10:05:00Z')], [msg('a', 'client', '2026-11-23T10:00:00Z')]);
    expect(messages.map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('stored messages', () => {
  it('keeps only message-shaped entries (an older build stored other shapes)', () => {
    const read = readMessages([
      msg('ok', 'staff', '2026-11-23T10:00:00Z'),
      { from: 'csr', text: 'Hello', at: '2026-01-02T10:00:00Z' },
      { id: 'x', from: 'staff', text: 'bad date', sentAt: 'yesterday' },
      null,
      'text',
    ]);
    expect(read.map((m) => m.id)).toEqual(['ok']);
  });
});

describe('messages grouped by day', () => {
  it('starts a group at each calendar day of the given time zone', () => {
    const list = [msg('a', 'client', '2026-11-22T23:30:00Z'), msg('b', 'staff', '2026-11-23T03:30:00Z'), msg('c', 'staff', '2026-11-23T06:00:00Z')];
    // Toronto (UTC−5): a and b are on the 22nd, c on the 23rd.
    expect(groupByDay(list, 'America/Toronto').map((g) => [g.day, g.messages.map((m) => m.id)])).toEqual([
      ['2026-11-22', ['a', 'b']],
      ['2026-11-23', ['c']],
    ]);
    expect(groupByDay(list, 'UTC').map((g) => g.day)).toEqual(['2026-11-22', '2026-11-23']);
  });
});

describe('chat enabled (docs/product-rules.md#chat-enabled): the chat feature, unless after hours with hideChatAfterHours', () => {
  const hours = { daysAvailable: ['1', '2', '3', '4', '5', '6'] as ('1' | '2' | '3' | '4' | '5' | '6')[], startTime: '8:00 am', endTime: '8:00 pm' };
  const runtime = (chat: boolean, hide: boolean, officeHours: typeof hours | null = hours) => ({
    features: { chat },
    timeZone: 'America/Halifax',
    chat: { enabled: chat, chatOnly: false, hideAfterHours: hide, ...(officeHours ? { officeHours } : {}) },
  });
  // Halifax is UTC−4 in November.
  const MONDAY_NOON = new Date('2026-11-23T16:00:00Z');
  const MONDAY_9PM = new Date('2026-11-24T01:00:00Z');
  const SUNDAY_NOON = new Date('2026-11-22T16:00:00Z');
  const MONDAY_7AM_HALIFAX_8AM_TORONTO = new Date('2026-11-23T11:00:00Z');

  it.each([
    ['feature off', runtime(false, false), MONDAY_NOON, false],
    ['office hours', runtime(true, true), MONDAY_NOON, true],
    ['after closing, hidden after hours', runtime(true, true), MONDAY_9PM, false],
    ['after closing, not hidden', runtime(true, false), MONDAY_9PM, true],
    ['closed day (Sunday), hidden', runtime(true, true), SUNDAY_NOON, false],
    ['before opening in the office zone', runtime(true, true), MONDAY_7AM_HALIFAX_8AM_TORONTO, false],
    ['no office hours: never after hours', runtime(true, true, null), SUNDAY_NOON, true],
  ] as const)('%s', (_name, rt, now, open) => {
    expect(chatOpenAt(rt, now)).toBe(open);
  });
});
