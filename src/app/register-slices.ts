// Every state slice and whether it persists (docs/product-rules.md#persistence: all but review and the
// non-persistent part of app): the shared slices here, each feature's from its declaration. (The
// last good settings register themselves when first used: src/state/last-settings.ts.) Each
// persisted slice has a schema (schemas/state/) it is checked against when read; per-user slices
// (drafts) follow the session's user.
import { subscribe } from 'valtio/vanilla';
import { registerSlice, checkStoredVersion, dropExpiredDrafts, setSliceOwner } from '../state/persistence.ts';
import { appState, initialAppState, PERSISTENT_APP_KEYS } from '../state/app-state.ts';
import { sessionState, initialSessionState } from '../state/session-state.ts';
import { chatState, initialChatState } from '../state/chat-state.ts';
import { StoredAppState } from '../generated/state/app.validator.js';
import { StoredSessionState } from '../generated/state/session.validator.js';
import { features } from '../features/feature-registry.ts';

let followingUser: (() => void) | undefined;

export function registerSlices(): void {
  checkStoredVersion();
  registerSlice('app', appState, { initial: initialAppState, persist: PERSISTENT_APP_KEYS, schema: StoredAppState });
  registerSlice('session', sessionState, { initial: initialSessionState, persist: true, schema: StoredSessionState });
  // The chat's validator is not needed for the first screen: start-up restores the slice once that
  // screen has painted (a screen showing the chat asks first: whenRestored).
  registerSlice('chat', chatState, { initial: initialChatState, persist: true, schema: { load: () => import('../generated/state/chat.validator.js').then((v) => v.StoredChatState) } });
  // Drafts belong to their user: whenever the session's user changes, the per-user slices swap
  // (synchronously, so no change of the previous user's draft is written under the next one's key).
  setSliceOwner(sessionState.user?.email);
  followingUser?.();
  followingUser = subscribe(sessionState, () => setSliceOwner(sessionState.user?.email), true);
  for (const { name, state, initial, ...options } of features.slices) {
    registerSlice(name, state as Record<string, unknown>, { ...options, initial: initial as Record<string, unknown> });
  }
  // Drafts an automatic logout kept past their time go, files too (docs/product-rules.md#kept-drafts).
  dropExpiredDrafts();
}
