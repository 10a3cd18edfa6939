// Messages typed but not yet accepted by the server, per user or visitor (persisted, schema
// schemas/state/chat-outbox.schema.json): sent in order when the connection returns, never lost.
import { proxy } from 'valtio';
import type { StoredChatOutboxState } from '../../generated/state/chat-outbox.types.ts';

/** The outbox slice: persisted whole, so its type is its stored schema's. */
export type ChatOutboxState = StoredChatOutboxState;

/**
 * A message: its clientMessageId is made once per message (a resend after a lost answer is not
 * stored twice by the server); its status is waiting (to send when the device is online, or again
 * after a passing failure), sending, or failed (the server refused it: Retry); its error says why
 * it is not sent: the server's refusal (failed), or the last passing failure (waiting).
 */
export type OutboxMessage = ChatOutboxState['messages'][number];

export const initialChatOutbox = (): ChatOutboxState => ({ messages: [] });

export const chatOutbox = proxy<ChatOutboxState>(initialChatOutbox());
