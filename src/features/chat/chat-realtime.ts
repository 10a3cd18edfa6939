// The chat's realtime channel: a WebSocket to `<API base>/realtime?channel=<channelName>` that
// pushes each new message as JSON `{ type: 'message', channel, message }` (docs/adr/0045-chat-realtime-websocket.md
// "Chat in real time"). When the socket cannot open or drops, it reconnects with exponential
// backoff (1 s, 2 s, 4 s … 30 s, with jitter) and meanwhile polls (chat.get every POLL_MS) so
// nothing is missed; offline it waits for the 'online' event. Framework-free, timers and socket
// injectable for tests.
import type { ChatMessage } from '../../api/generated/api-types.ts';

const POLL_MS = 10_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** A socket open this long counts as working again: the next drop retries from 1 s. */
const STABLE_MS = 10_000;

export type RealtimeStatus = 'connecting' | 'live' | 'polling' | 'offline' | 'idle';

/** The part of WebSocket the channel uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as number),
};

export interface RealtimeOptions {
  /** The socket url of a channel. */
  url: (channel: string) => string;
  /** A new message on the channel. */
  onMessage: (message: ChatMessage) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** Fetch the chat (chat.get): on (re)connect to catch up, and every POLL_MS while polling. */
  poll: () => Promise<unknown>;
  createSocket?: (url: string) => SocketLike;
  timers?: Timers;
  isOnline?: () => boolean;
  random?: () => number;
  pollMs?: number;
  now?: () => number;
}

/** Delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, between half and all of it. */
export function backoffDelay(attempt: number, random: () => number = Math.random, base = BACKOFF_BASE_MS, max = BACKOFF_MAX_MS): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempt));
  return Math.round(full * (0.5 + random() / 2));
}

/** The message an event carries for `channel`, or undefined (other channels, other kinds, garbage). */
export function readRealtimeEvent(data: unknown, channel: string): ChatMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof event !== 'object' || event === null) return undefined;
  const { type, channel: eventChannel, message } = event as Record<string, unknown>;
  if (type !== 'message' || eventChannel !== channel || typeof message !== 'object' || message === null) return undefined;
  return message as ChatMessage;
}

export interface RealtimeChannel {
  /** Follow a channel (closing any other); '' stops. */
  follow(channel: string): void;
  /** Try again now (the device came back online). */
  reconnectNow(): void;
  stop(): void;
}

export function createRealtimeChannel(options: RealtimeOptions): RealtimeChannel {
  const timers = options.timers ?? realTimers;
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  const createSocket =
    options.createSocket ?? (typeof WebSocket === 'undefined' ? undefined : (url: string) => new WebSocket(url) as unknown as SocketLike);
  const pollMs = options.pollMs ?? POLL_MS;
  const now = options.now ?? (() => Date.now());
  let openedAt: number | undefined;
  let channel = '';
  let socket: SocketLike | undefined;
  let attempt = 0;
  let retryTimer: unknown;
  let pollTimer: unknown;

  const setStatus = (status: RealtimeStatus) => options.onStatus(status);
  const poll = () => void options.poll().catch(() => undefined);

  const stopPolling = () => {
    if (pollTimer !== undefined) timers.clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const startPolling = () => {
    if (pollTimer === undefined) pollTimer = timers.setInterval(poll, pollMs);
  };
  const clearRetry = () => {
    if (retryTimer !== undefined) timers.clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  const closeSocket = () => {
    const current = socket;
    socket = undefined;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    try {
      current.close(1000);
    } catch {
      // already closed
    }
  };

  const scheduleRetry = () => {
    clearRetry();
    if (!channel) return;
    if (!isOnline()) {
      setStatus('offline');
      return; // reconnectNow() on 'online'
    }
    retryTimer = timers.setTimeout(open, backoffDelay(attempt, options.random));
    attempt += 1;
  };

  const lost = () => {
    // A channel that opens and drops at once (a server refusing it) keeps backing off.
    if (openedAt !== undefined && now() - openedAt >= STABLE_MS) attempt = 0;
    openedAt = undefined;
    closeSocket();
    if (!channel) return;
    setStatus(isOnline() ? 'polling' : 'offline');
    if (isOnline()) startPolling();
    scheduleRetry();
  };

  function open(): void {
    retryTimer = undefined;
    if (!channel) return;
    if (!createSocket) {
      // No WebSocket here: polling is the channel.
      setStatus('polling');
      startPolling();
      return;
    }
    closeSocket();
    setStatus(pollTimer === undefined ? 'connecting' : 'polling');
    let next: SocketLike;
    try {
      next = createSocket(options.url(channel));
    } catch {
      lost();
      return;
    }
    socket = next;
    const followed = channel;
    next.onopen = () => {
      openedAt = now();
      stopPolling();
      setStatus('live');
      poll(); // catch up on anything sent while the channel was down
    };
    next.onmessage = (event) => {
      const message = readRealtimeEvent(event.data, followed);
      if (message) options.onMessage(message);
    };
    next.onclose = () => {
      if (socket === next) lost();
    };
    next.onerror = () => undefined; // a close follows
  }

  return {
    follow(next) {
      if (next === channel) return;
      channel = next;
      attempt = 0;
      openedAt = undefined;
      clearRetry();
      stopPolling();
      closeSocket();
      if (channel) open();
      else setStatus('idle');
    },
    reconnectNow() {
      if (!channel) return;
      if (socket) {
        // Still connected (the socket outlived the outage): live again.
        if (openedAt !== undefined) setStatus('live');
        return;
      }
      attempt = 0;
      clearRetry();
      open();
    },
    stop() {
      channel = '';
      clearRetry();
      stopPolling();
      closeSocket();
      setStatus('idle');
    },
  };
}
