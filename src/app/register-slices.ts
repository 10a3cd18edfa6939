// Every state slice and whether it persists (SPEC §4 Persistence: all but review and the
// non-persistent part of app). The one list the persistence helper works from.
import { registerSlice, checkStoredVersion } from '../state/persistence.ts';
import { appState, initialAppState, PERSISTENT_APP_KEYS } from '../state/app-state.ts';
import { sessionState, initialSessionState } from '../state/session-state.ts';
import { chatState, initialChatState } from '../state/chat-state.ts';
import { claimDraft, emptyDraft } from '../screens/claims/claim-draft.ts';

export function registerSlices(): void {
  checkStoredVersion();
  registerSlice('app', appState, { initial: initialAppState, persist: PERSISTENT_APP_KEYS });
  registerSlice('session', sessionState, { initial: initialSessionState, persist: true });
  registerSlice('chat', chatState, { initial: initialChatState, persist: true });
  registerSlice('claim', claimDraft, { initial: { steps: emptyDraft() }, persist: true });
}
