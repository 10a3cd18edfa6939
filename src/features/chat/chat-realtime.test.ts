import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, createRealtimeChannel, readRealtimeEvent, type SocketLike, type Timers } from './chat-realtime.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  drop() {
    this.onclose?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
}

/** Timers run by hand: `advance(ms)` fires what is due. */
function fakeTimers() {
  let now = 0;
  let id = 0;
  const tasks = new Map<number, { at: number; fn: () => void; every?: number }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => (tasks.set(++id, { at: now + ms, fn }), id),
    clearTimeout: (t) => void tasks.delete(t as number),
    setInterval: (fn, ms) => (tasks.set(++id, { at: now + ms, fn, every: ms }), id),
    clearInterval: (t) => void tasks.delete(t as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      const [key, task] = next;
      now = task.at;
      if (task.every) task.at += task.every;
      else tasks.delete(key);
      task.fn();
    }
    now = end;
  };
  return { timers, advance, pending: () => tasks.size, now: () => now };
}

const message = { id: 'm1', from: 'staff', authorName: 'Nathalie Roy', text: 'Hi', sentAt: '2026-11-23T10:00:00Z', read: false };

function setup(options: { online?: () => boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const clock = fakeTimers();
  const statuses: string[] = [];
  const received: unknown[] = [];
  const poll = vi.fn(() => Promise.resolve());
  const channel = createRealtimeChannel({
    url: (c) => `ws://app/api/realtime?channel=${c}`,
    onMessage: (m) => received.push(m),
    onStatus: (s) => statuses.push(s),
    poll,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: clock.timers,
    now: clock.now,
    isOnline: options.online ?? (() => true),
    random: () => 1,
    pollMs: 10_000,
  });
  return { channel, sockets, clock, statuses, received, poll };
}

describe('realtime channel', () => {
  it('delivers the followed channel’s messages live, and catches up once on open', () => {
    const { channel, sockets, received, poll, statuses } = setup();
    channel.follow('private-chat-1');
    expect(sockets[0]?.url).toBe('ws://app/api/realtime?channel=private-chat-1');
    sockets[0]?.open();
    expect(statuses.at(-1)).toBe('live');
    expect(poll).toHaveBeenCalledTimes(1);
    sockets[0]?.push({ type: 'message', channel: 'private-chat-1', message });
    sockets[0]?.push({ type: 'message', channel: 'private-chat-2', message: { ...message, id: 'other' } });
    expect(received).toEqual([message]);
  });

  it('when the socket drops: polls every 10 s and reconnects with doubling delays, then stops polling once live', () => {
    const { channel, sockets, clock, poll, statuses } = setup();
    channel.follow('c');
    sockets[0]?.open();
    poll.mockClear();
    sockets[0]?.drop();
    expect(statuses.at(-1)).toBe('polling');
    clock.advance(1_000); // first retry after 1 s
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    clock.advance(1_999);
    expect(sockets).toHaveLength(2);
    clock.advance(1); // second retry after 2 s
    expect(sockets).toHaveLength(3);
    sockets[2]?.drop();
    clock.advance(10_000); // polled meanwhile
    expect(poll.mock.calls.length).toBeGreaterThanOrEqual(1);
    const reconnected = sockets.at(-1);
    reconnected?.open();
    expect(statuses.at(-1)).toBe('live');
    const polls = poll.mock.calls.length;
    clock.advance(60_000);
    expect(poll.mock.calls.length).toBe(polls); // no more polling while live
  });

  it('a channel the server closes right after opening keeps backing off (no reconnect storm), and a stable one resets it', () => {
    const { channel, sockets, clock } = setup();
    channel.follow('c');
    const flap = () => {
      const socket = sockets.at(-1);
      socket?.open();
      socket?.drop();
    };
    flap();
    clock.advance(1_000);
    expect(sockets).toHaveLength(2);
    flap();
    clock.advance(1_999);
    expect(sockets).toHaveLength(2);
    clock.advance(1);
    expect(sockets).toHaveLength(3);
    flap();
    clock.advance(4_000);
    expect(sockets).toHaveLength(4);
    // This one stays up for a while: the next drop starts again at 1 s.
    sockets.at(-1)?.open();
    clock.advance(10_000);
    sockets.at(-1)?.drop();
    clock.advance(1_000);
    expect(sockets).toHaveLength(5);
  });

  it('offline it waits for reconnectNow instead of retrying', () => {
    let online = true;
    const { channel, sockets, clock, statuses } = setup({ online: () => online });
    channel.follow('c');
    sockets[0]?.open();
    online = false;
    sockets[0]?.drop();
    expect(statuses.at(-1)).toBe('offline');
    clock.advance(120_000);
    expect(sockets).toHaveLength(1);
    online = true;
    channel.reconnectNow();
    expect(sockets).toHaveLength(2);
  });

  it('back online with the socket still open, the status is live again', () => {
    const { channel, sockets, statuses } = setup();
    channel.follow('c');
    sockets[0]?.open();
    statuses.push('offline'); // what the service shows on the 'offline' event
    channel.reconnectNow();
    expect(statuses.at(-1)).toBe('live');
    expect(sockets).toHaveLength(1);
  });

  it('following another channel closes the old socket; an empty channel stops everything', () => {
    const { channel, sockets, clock } = setup();
    channel.follow('a');
    channel.follow('b');
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets[1]?.url).toContain('channel=b');
    channel.follow('');
    expect(sockets[1]?.closed).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('backoff doubles from 1 s to at most 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoffDelay(3, () => 0)).toBe(4_000);
  });

  it('ignores what is not a message event of the channel', () => {
    expect(readRealtimeEvent('not json', 'c')).toBeUndefined();
    expect(readRealtimeEvent(JSON.stringify({ type: 'typing', channel: 'c' }), 'c')).toBeUndefined();
    expect(readRealtimeEvent(JSON.stringify({ type: 'message', channel: 'c', message }), 'c')).toEqual(message);
  });
});
