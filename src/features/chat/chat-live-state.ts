// The chat's memory-only state: the request states of its calls, the realtime connection and
// whether the conversation is on screen. Never persisted (what persists is src/state/chat-state.ts
// and the outbox).
import { proxy } from 'valtio';
import type { ChatGetResponse, ChatGetStaffMembersResponse } from '../../api/generated/api-types.ts';
import { requestState, type RequestState } from '../../state/request-cycle.ts';

/** idle: no chat yet; connecting; live: the realtime channel is open; polling: the channel failed,
 * chat.get runs every few seconds while it reconnects with backoff; offline: the device is offline. */
type ConnectionStatus = 'idle' | 'connecting' | 'live' | 'polling' | 'offline';

interface ChatLiveState {
  chat: RequestState<ChatGetResponse>;
  staff: RequestState<ChatGetStaffMembersResponse>;
  connection: ConnectionStatus;
  /** The chat screen is mounted (with the page visible it counts as reading). */
  screenOpen: boolean;
}

export const initialChatLiveState = (): ChatLiveState => ({
  chat: requestState<ChatGetResponse>(),
  staff: requestState<ChatGetStaffMembersResponse>(),
  connection: 'idle',
  screenOpen: false,
});

export const chatLive = proxy<ChatLiveState>(initialChatLiveState());
