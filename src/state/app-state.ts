import { proxy } from 'valtio';
import type { Language } from '../settings/runtime.ts';

export interface AppState {
  language: Language;
  selectedLanguage: Language | undefined;
  /** True while data is being sent: menus and menu taps are disabled. */
  sendingData: boolean;
  idle: boolean;
  /** Settings 'Error' notifications closed by the visitor. */
  settingsErrorClosed: boolean;
}

export const appState = proxy<AppState>({
  language: 'en',
  selectedLanguage: undefined,
  sendingData: false,
  idle: false,
  settingsErrorClosed: false,
});

/** App actions (menus, menu taps) are disabled while data is being sent. */
export function actionsDisabled(state: Pick<AppState, 'sendingData'>): boolean {
  return state.sendingData;
}
