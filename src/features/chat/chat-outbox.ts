// Sending: every message goes through the persisted outbox (per user or visitor) with a client
// message id, in order; offline it waits and goes when the connection returns; on a transient
// failure (isTransientFailure: lost answer, server error, try later) it waits and is sent again
// after a growing delay; a refused one is 'Not sent' with Retry or Remove.
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { isTransientFailure, retryDelayMs } from '../../api/transient-failure.ts';
import { chatState } from '../../state/chat-state.ts';
import { chatOutbox, type OutboxMessage } from './chat-outbox-state.ts';
import { isOnline, receive, refreshChat, signedIn } from './chat-sync.ts';

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

/** Transient failures in a row of the message at the head, and the timer of its next try. */
let failuresInARow = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function retryLater(): void {
  failuresInARow += 1;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), retryDelayMs(failuresInARow));
}

/** A stopped chat service, another user, tests: no try left pending. */
export function cancelOutboxRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  failuresInARow = 0;
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
    failuresInARow = 0;
    removeMessage(id);
    receive(answer.messages, true);
    return true;
  } catch (error) {
    const current = find();
    if (!current) return true;
    if (isTransientFailure(error)) {
      current.status = 'waiting';
      // Offline, the 'online' event sends it; online (a lost answer, a server error), a timer does.
      if (isOnline()) {
        current.error = error instanceof Error ? error.message : String(error);
        retryLater();
      } else delete current.error;
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

