// Chat slice (docs/product-rules.md#chat-messages). The chat feature fills it (src/features/chat/); session rules reset it.
// Persisted (schemas/state/chat.schema.json); the identity and channel are also kept in cookies
// with docs/product-rules.md#chat-cookies (chat-cookies.ts), which decide how long a chat lasts.
import { proxy } from 'valtio';
import { PATHS } from '../paths/paths.ts';
import { chatCookies } from './chat-cookies.ts';

interface ChatState {
  /** The conversation's messages (chat-message shape, read defensively: stored data may be old). */
  chatData: unknown[];
  /** No message from the client yet. */
  isChatEmpty: boolean;
  chatEmail: string;
  /** A visitor's name, given with the e-mail before chatting (signed-in users are known). */
  chatName: string;
  unreadCount: number;
  chatIdentity: string;
  channelName: string;
  title: string;
  headerMessage: string;
}

export const initialChatState: ChatState = {
  chatData: [],
  isChatEmpty: true,
  chatEmail: '',
  chatName: '',
  unreadCount: 0,
  chatIdentity: '',
  channelName: '',
  title: '',
  headerMessage: '',
};

export const chatState = proxy<ChatState>(structuredClone(initialChatState));

interface ResetChatOptions {
  /** Go to / afterwards (docs/product-rules.md#chat-reset) with the caller's router: state does
   * not navigate by itself, so it stays below the routes. */
  navigate?: (path: string) => void;
}

/**
 * Chat reset (docs/product-rules.md#chat-reset): clears identity, channel name, title, e-mail and unread count — and
 * with them the visitor's name and the messages of the chat that ended (the next person at this
 * device must not read them) — expires the chat cookies, and if asked navigates to /.
 */
export function resetChat(options: ResetChatOptions = {}): void {
  Object.assign(chatState, {
    chatIdentity: '',
    channelName: '',
    title: '',
    chatEmail: '',
    chatName: '',
    unreadCount: 0,
    chatData: [],
    isChatEmpty: true,
  });
  chatCookies.clear();
  options.navigate?.(PATHS.home);
}

/** The long idle rule (docs/product-rules.md#chat-reset): only a signed-in user's chat with messages in it is reset. */
export function shouldResetChatWhenIdle(signedIn: boolean, chat: Pick<ChatState, 'isChatEmpty'>): boolean {
  return signedIn && !chat.isChatEmpty;
}
