// Messages typed but not yet accepted by the server, per user or visitor (persisted, schema
// schemas/state/chat-outbox.schema.json): sent in order when the connection returns, never lost.
import { proxy } from 'valtio';

/** waiting: to send when the device is online, or again after a passing failure; sending; failed: the server refused it (Retry). */
export type OutboxStatus = 'waiting' | 'sending' | 'failed';

export interface OutboxMessage {
  /** Made once per message: a resend after a lost answer is not stored twice by the server. */
  clientMessageId: string;
  text: string;
  createdAt: string;
  status: OutboxStatus;
  /** Why it is not sent: the server's refusal (failed), or the last passing failure (waiting). */
  error?: string;
}

export interface ChatOutboxState {
  messages: OutboxMessage[];
}

export const initialChatOutbox = (): ChatOutboxState => ({ messages: [] });

export const chatOutbox = proxy<ChatOutboxState>(initialChatOutbox());
