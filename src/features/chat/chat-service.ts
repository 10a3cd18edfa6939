// The chat's moving parts, running app-wide once the runtime is known (feature.ts `start`), so a
// staff reply is counted while the client is on another page: the chat cookies (identity and
// channel, docs/product-rules.md#chat-cookies), the realtime channel with its polling fallback, the outbox (messages
// typed offline are sent when the connection returns), the unread count with the app badge and the
// title flashing, and chat enabled following the office hours. The screen's actions are in
// chat-sync.ts and chat-outbox.ts.
import { subscribe } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/utils';
import type { Runtime } from '../../settings/runtime.ts';
import { chatState } from '../../state/chat-state.ts';
import { chatCookieMaxAgeSeconds, configureChatCookies } from '../../state/chat-cookies.ts';
import { sessionState } from '../../state/session-state.ts';
import { runtimeState, setRuntime } from '../../state/runtime-state.ts';
import { whenRestored } from '../../state/persistence.ts';
import { sessionTimeouts } from '../../session/session-timeouts.ts';
import { chatLive } from './chat-live-state.ts';
import { chatOutbox } from './chat-outbox-state.ts';
import { chatOpenAt } from './chat-model.ts';
import { createRealtimeChannel, type RealtimeChannel, type RealtimeOptions } from './chat-realtime.ts';
import { stopFlashing, updateAppBadge } from './chat-notify.ts';
import { isVisible, markSeen, realtimeUrl, receive, refreshChat, signedIn, syncWithCookies } from './chat-sync.ts';
import { cancelOutboxRetry, flushOutbox } from './chat-outbox.ts';

let realtime: RealtimeChannel | undefined;
let started = false;

/**
 * Chat enabled follows the clock (docs/product-rules.md#chat-enabled): with hideChatAfterHours, when the office opens or closes
 * the runtime's `chat.enabled` is set again, so the Chat tab and the sidebar entry come and go
 * (the chat screen checks the hours itself). Returns the stop function.
 */
export function followOfficeHours(
  read: () => Runtime | null,
  write: (runtime: Runtime) => void,
  now: () => Date = () => new Date(),
  every: (fn: () => void, ms: number) => () => void = (fn, ms) => {
    const timer = setInterval(fn, ms);
    return () => clearInterval(timer);
  },
): () => void {
  const check = () => {
    const runtime = read();
    if (!runtime || !runtime.chat.hideAfterHours) return;
    const enabled = chatOpenAt(runtime, now());
    if (enabled !== runtime.chat.enabled) write({ ...runtime, chat: { ...runtime.chat, enabled } });
  };
  check();
  return every(check, 30_000);
}

/** Starts once: cookies, channel, outbox, counters. `realtimeOptions` replace parts in tests. */
export async function startChatService(runtime: Runtime, realtimeOptions: Partial<RealtimeOptions> = {}): Promise<void> {
  if (started || runtime.features.chat !== true) return;
  started = true;
  const longIdleMinutes = sessionTimeouts(runtime.mode).longIdleMs / 60_000;
  configureChatCookies(runtime.brokerId, chatCookieMaxAgeSeconds(runtime.mode, longIdleMinutes));
  await Promise.all([whenRestored('chat'), whenRestored('chatOutbox')]);
  syncWithCookies();
  // A send cut off by a reload: its answer was lost; the server knows it by clientMessageId.
  for (const message of chatOutbox.messages) if (message.status === 'sending') message.status = 'waiting';

  if (runtime.chat.hideAfterHours) followOfficeHours(() => runtimeState.runtime, setRuntime);

  realtime = createRealtimeChannel({
    url: realtimeUrl,
    onMessage: (message) => receive([message], true),
    onStatus: (status) => (chatLive.connection = status),
    poll: async () => {
      if (chatState.chatIdentity) await refreshChat();
    },
    ...realtimeOptions,
  });
  subscribeKey(chatState, 'channelName', (channel) => realtime?.follow(channel));
  subscribeKey(chatState, 'unreadCount', (count) => updateAppBadge(count));
  updateAppBadge(chatState.unreadCount);
  realtime.follow(chatState.channelName);

  // A user who signs in finds their chat; the outbox swaps with the user (per-user slice).
  let user = sessionState.user?.email;
  subscribe(sessionState, () => {
    if (sessionState.user?.email === user) return;
    user = sessionState.user?.email;
    cancelOutboxRetry(); // the retry and its count were the previous user's
    if (user) void refreshChat().then(() => flushOutbox());
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      realtime?.reconnectNow();
      void flushOutbox();
    });
    window.addEventListener('offline', () => (chatLive.connection = chatState.channelName ? 'offline' : chatLive.connection));
    document.addEventListener('visibilitychange', () => {
      if (!isVisible()) return;
      stopFlashing();
      if (chatLive.screenOpen && chatState.unreadCount > 0) void markSeen();
      syncWithCookies();
    });
  }

  if (chatState.chatIdentity || signedIn()) await refreshChat();
  await flushOutbox();
}
