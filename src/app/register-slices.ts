// Every state slice and whether it persists (SPEC §4 Persistence: all but review and the
// non-persistent part of app): the shared slices here, each feature's from its declaration.
import { registerSlice, checkStoredVersion } from '../state/persistence.ts';
import { appState, initialAppState, PERSISTENT_APP_KEYS } from '../state/app-state.ts';
import { sessionState, initialSessionState } from '../state/session-state.ts';
import { chatState, initialChatState } from '../state/chat-state.ts';
import { features } from '../features/feature-registry.ts';

export function registerSlices(): void {
  checkStoredVersion();
  registerSlice('app', appState, { initial: initialAppState, persist: PERSISTENT_APP_KEYS });
  registerSlice('session', sessionState, { initial: initialSessionState, persist: true });
  registerSlice('chat', chatState, { initial: initialChatState, persist: true });
  for (const slice of features.slices) registerSlice(slice.name, slice.state as Record<string, unknown>, { initial: slice.initial as Record<string, unknown>, persist: slice.persist });
}
