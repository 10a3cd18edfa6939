// Chat slice (SPEC §3 Chat). The chat screen fills it; session rules reset it.
import { proxy } from 'valtio';

export interface ChatState {
  chatData: unknown[];
  isChatEmpty: boolean;
  chatEmail: string;
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
  unreadCount: 0,
  chatIdentity: '',
  channelName: '',
  title: '',
  headerMessage: '',
};

export const chatState = proxy<ChatState>(structuredClone(initialChatState));

/** Chat reset (SPEC §4 Idle): clears identity, channel name, title, e-mail and unread count. */
export function resetChat(): void {
  Object.assign(chatState, { chatIdentity: '', channelName: '', title: '', chatEmail: '', unreadCount: 0 });
}
