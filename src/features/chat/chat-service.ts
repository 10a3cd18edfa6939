// The chat's moving parts, running app-wide once the runtime is known (feature.ts `start`), so a
// staff reply is counted while the client is on another page: the chat cookies (identity and
// channel, SPEC §9 lifetimes), the realtime channel with its polling fallback, the outbox (messages
// typed offline are sent when the connection returns), the unread count with the app badge and the
// title flashing. The chat screen calls the actions below.
import { subscribe } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/utils';
import { createIntl } from 'react-intl';
import type { ChatMessage } from '../../api/generated/api-types.ts';
import { API_BASE, api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { ApiError } from '../../api/api-error.ts';
import type { Runtime } from '../../settings/runtime.ts';
import { chatState } from '../../state/chat-state.ts';
import { chatCookieMaxAgeSeconds, chatCookies, configureChatCookies } from '../../state/chat-cookies.ts';
import { sessionState } from '../../state/session-state.ts';
import { appState } from '../../state/app-state.ts';
import { runtimeState, setRuntime } from '../../state/runtime-state.ts';
import { whenRestored } from '../../state/persistence.ts';
import { runCall } from '../../state/run-call.ts';
import { sessionTimeouts } from '../../session/session-timeouts.ts';
import { loadedCatalogue } from '../../i18n/load-catalogue.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { chatLive } from './chat-live-state.ts';
import { chatOutbox, type OutboxMessage } from './chat-outbox-state.ts';
import { chatOpenAt, mergeMessages, readMessages, unreadAfter, unreadFromServer } from './chat-model.ts';
import { createRealtimeChannel, type RealtimeChannel, type RealtimeOptions } from './chat-realtime.ts';
import { flashTitleIfHidden, stopFlashing, updateAppBadge } from './chat-notify.ts';
import { chatNoticeMessages } from './chat-messages.ts';

let realtime: RealtimeChannel | undefined;
let started = false;

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
/** The client is reading the conversation: the chat screen is shown and the page visible. */
export const isViewing = (): boolean => chatLive.screenOpen && isVisible();
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const signedIn = () => sessionState.user !== null;

/** The socket url of a channel, beside the API base (ws: or wss: like the page). */
export function realtimeUrl(channel: string, base: string = API_BASE, page: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): string {
  const url = new URL(`${base.replace(/\/$/, '')}/realtime`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('channel', channel);
  const brokerId = runtimeState.runtime?.brokerId;
  if (brokerId) url.searchParams.set('broker', brokerId);
  return url.href;
}

function renewCookies(): void {
  if (chatState.chatIdentity) chatCookies.write(chatState.chatIdentity, chatState.channelName);
}

/** Messages arrived (a chat.get, a send's answer or the channel): merged; unread counted. */
function receive(incoming: readonly ChatMessage[], counts: boolean): void {
  const { messages, added } = mergeMessages(readMessages(chatState.chatData), incoming);
  if (added.length === 0) return;
  chatState.chatData = messages;
  if (messages.some((message) => message.from === 'client')) chatState.isChatEmpty = false;
  renewCookies();
  if (!counts) return;
  const staffAdded = added.filter((message) => message.from === 'staff');
  if (staffAdded.length === 0) return;
  if (isViewing()) void markSeen();
  else {
    chatState.unreadCount = unreadAfter(chatState.unreadCount, added, false);
    const runtime = runtimeState.runtime;
    const language = appState.language;
    const intl = createIntl({ locale: LOCALES[language], messages: loadedCatalogue(language) ?? {}, onError: () => undefined });
    flashTitleIfHidden(intl.formatMessage(chatNoticeMessages.titleFlash, { count: chatState.unreadCount }), runtime?.mode === 'widget');
  }
}

let marking: Promise<void> | undefined;
/** The client has seen everything: unread 0 here and on the server. */
export function markSeen(): Promise<void> {
  chatState.unreadCount = 0;
  stopFlashing();
  const identity = chatState.chatIdentity;
  if (!identity || marking) return marking ?? Promise.resolve();
  marking = callApi(api(), 'chat.markRead', { chatIdentity: identity })
    .then(() => undefined, () => undefined)
    .finally(() => (marking = undefined));
  return marking;
}

let refreshing: Promise<boolean> | undefined;
/** chat.get: opens or resumes the chat and catches up (the poll of the realtime channel too). One at a time. */
export function refreshChat(): Promise<boolean> {
  if (refreshing) return refreshing;
  refreshing = loadChat().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function loadChat(): Promise<boolean> {
  const request = chatState.chatIdentity ? { chatIdentity: chatState.chatIdentity } : {};
  const outcome = await runCall(chatLive, 'chat', 'chat.get', request, { force: true });
  if (!outcome.ok) return false;
  const data = outcome.data;
  const firstLoad = chatState.chatIdentity !== data.chatIdentity;
  Object.assign(chatState, {
    chatIdentity: data.chatIdentity,
    channelName: data.channelName,
    title: data.title,
    headerMessage: data.headerMessage,
  });
  if (data.chatEmail && !chatState.chatEmail) chatState.chatEmail = data.chatEmail;
  if (firstLoad) chatState.chatData = [];
  // New staff messages found by a poll are announced like live ones; the count is the server's.
  receive(data.messages, !firstLoad);
  chatState.unreadCount = unreadFromServer(data.unreadCount, isViewing());
  if (isViewing() && data.unreadCount > 0) void markSeen();
  renewCookies();
  return true;
}

/** A visitor starts a chat after giving their name and e-mail. */
export async function startVisitorChat(name: string, email: string): Promise<boolean> {
  chatState.chatName = name.trim();
  chatState.chatEmail = email.trim();
  return refreshChat();
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Keeps the message (persisted) and sends it now, or when the connection returns. */
export function sendChatMessage(text: string, now: Date = new Date()): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  chatOutbox.messages.push({ clientMessageId: newId(), text: trimmed, createdAt: now.toISOString(), status: 'waiting' });
  void flushOutbox();
}

export function retryMessage(clientMessageId: string): void {
  const message = chatOutbox.messages.find((m) => m.clientMessageId === clientMessageId);
  if (!message) return;
  message.status = 'waiting';
  delete message.error;
  void flushOutbox();
}

export function removeMessage(clientMessageId: string): void {
  chatOutbox.messages = chatOutbox.messages.filter((m) => m.clientMessageId !== clientMessageId);
}

let flushing: Promise<void> | undefined;
/** Sends the waiting messages in order; offline or on a lost answer they stay waiting. */
export function flushOutbox(): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (;;) {
      if (!isOnline()) return;
      const next = chatOutbox.messages.find((m) => m.status === 'waiting');
      if (!next) return;
      if (!chatState.chatIdentity && !(await refreshChat())) return;
      if (!(await sendOne(next))) return;
    }
  };
  flushing = run().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** One message: true when the next may follow. */
async function sendOne(message: OutboxMessage): Promise<boolean> {
  const id = message.clientMessageId;
  const find = () => chatOutbox.messages.find((m) => m.clientMessageId === id);
  message.status = 'sending';
  try {
    const request = {
      chatIdentity: chatState.chatIdentity,
      text: message.text,
      clientMessageId: id,
      ...(!signedIn() && chatState.chatEmail ? { email: chatState.chatEmail } : {}),
      ...(!signedIn() && chatState.chatName ? { name: chatState.chatName } : {}),
    };
    const answer = await callApi(api(), 'chat.sendMessage', request);
    removeMessage(id);
    receive(answer.messages, true);
    return true;
  } catch (error) {
    const current = find();
    if (!current) return true;
    if (error instanceof ApiError && error.kind === 'network') {
      current.status = 'waiting'; // sent again when the connection returns
      return false;
    }
    if (error instanceof ApiError && error.status === 404) {
      // The chat ended on the server (expired): a new one is opened and the message goes there.
      Object.assign(chatState, { chatIdentity: '', channelName: '' });
      current.status = 'waiting';
      return refreshChat();
    }
    current.status = 'failed';
    current.error = error instanceof Error ? error.message : String(error);
    return true;
  }
}

/** The chat screen is shown (or left): while shown and visible, everything counts as read. */
export function setScreenOpen(open: boolean): void {
  chatLive.screenOpen = open;
  // Nothing unread: nothing to tell the server (a fresh chat.get marks what it finds).
  if (open && isVisible() && chatState.unreadCount > 0) void markSeen();
}

/** The identity in the cookies wins: a cookie that expired ends the chat kept in storage. */
export function syncWithCookies(): void {
  const { chatIdentity, channelName } = chatCookies.read();
  if (chatIdentity) {
    Object.assign(chatState, { chatIdentity, channelName: channelName || chatState.channelName });
  } else if (chatState.chatIdentity) {
    Object.assign(chatState, { chatIdentity: '', channelName: '', chatData: [], isChatEmpty: true, unreadCount: 0, title: '' });
  }
}

/**
 * Chat enabled follows the clock (SPEC §4): with hideChatAfterHours, when the office opens or closes
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

/** Tests: forget the started service. */
export function stopChatService(): void {
  realtime?.stop();
  realtime = undefined;
  started = false;
}
