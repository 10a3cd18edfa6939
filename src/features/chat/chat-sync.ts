// The chat's state in step with the server: chat.get (open, resume, catch up), what arrives
// (merged, unread counted, title flashed while hidden), reading (markRead), the cookies that keep
// the identity and channel (docs/product-rules.md#chat-cookies), and whether the client is looking at the conversation.
import { createIntl } from 'react-intl';
import type { ChatMessage } from '../../api/generated/api-types.ts';
import { API_BASE, api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { chatState } from '../../state/chat-state.ts';
import { chatCookies } from '../../state/chat-cookies.ts';
import { sessionState } from '../../state/session-state.ts';
import { appState } from '../../state/app-state.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { runCall } from '../../state/run-call.ts';
import { loadedCatalogue } from '../../i18n/load-catalogue.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { chatLive } from './chat-live-state.ts';
import { mergeMessages, readMessages, unreadAfter, unreadFromServer } from './chat-model.ts';
import { flashTitleIfHidden, stopFlashing } from './chat-notify.ts';
import { chatNoticeMessages } from './chat-notice-messages.ts';

export const isVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';
/** The client is reading the conversation: the chat screen is shown and the page visible. */
const isViewing = (): boolean => chatLive.screenOpen && isVisible();
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
export const signedIn = (): boolean => sessionState.user !== null;

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
export function receive(incoming: readonly ChatMessage[], counts: boolean): void {
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

