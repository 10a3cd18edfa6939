import { appState } from '../state/app-state.ts';
import type { Language } from '../settings/runtime.ts';

/** The visitor's language choice: applied now and remembered (persisted app state). */
export function chooseLanguage(language: Language): void {
  appState.language = language;
  appState.selectedLanguage = language;
}
