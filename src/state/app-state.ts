import { proxy } from 'valtio';
import type { Language } from '../settings/runtime.ts';
import type { StoredAppState } from '../generated/state/app.types.ts';

/** The app slice; its persisted part (PERSISTENT_APP_KEYS) is typed from its stored schema. */
interface AppState extends StoredAppState {
  language: Language;
  /** True while data is being sent: menus and menu taps are disabled. */
  sendingData: boolean;
  idle: boolean;
  /** Settings 'Error' notifications closed by the visitor. */
  settingsErrorClosed: boolean;
  /** Seconds left before automatic logout; null when the session modal is closed. */
  logoutCountdown: number | null;
  /** Cookies or storage are unavailable: the app shows the alert and stops. */
  storageBlocked: boolean;
  /** The widget runs on storage kept in memory (its browser blocks storage in iframes). */
  storageInMemory: boolean;
  /**
   * Where this visit's settings came from while they are not fresh: 'saved' (the last good ones on
   * the device, with when they arrived), 'none' (nothing to run on: the error screen with Retry),
   * null once fresh ones arrived (docs/product-rules.md#last-good-settings).
   */
  settingsStale: { kind: 'saved'; at: number } | { kind: 'none' } | null;
  /** The one dropdown that is open, if any. */
  openMenu: string | null;
  /** An in-app navigation waits for its screen's chunk or first data (src/routes/app-location.ts). */
  navigating: boolean;
}

export const initialAppState: AppState = {
  language: 'en',
  selectedLanguage: null,
  sendingData: false,
  idle: false,
  settingsErrorClosed: false,
  logoutCountdown: null,
  storageBlocked: false,
  storageInMemory: false,
  settingsStale: null,
  openMenu: null,
  navigating: false,
};

export const appState = proxy<AppState>(structuredClone(initialAppState));

/** Keys of the app slice that persist; the rest is the non-persistent part (docs/product-rules.md#persistence). */
export const PERSISTENT_APP_KEYS: (keyof AppState & string)[] = ['selectedLanguage'];

/** App actions (menus, menu taps) are disabled while data is being sent. */
export function actionsDisabled(state: Pick<AppState, 'sendingData'>): boolean {
  return state.sendingData;
}
