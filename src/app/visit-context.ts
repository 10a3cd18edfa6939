import type { ClientMode, DeriveContext } from '../settings/runtime.ts';
import { appState } from '../state/app-state.ts';
import { features } from '../features/feature-registry.ts';

/** What the settings pipeline derives this visit's runtime for: broker, mode, now, languages, menu defaults. */
export function visitContext(brokerId: string, mode: ClientMode): DeriveContext {
  return {
    brokerId,
    mode,
    now: new Date(),
    menuDefaults: features.menuDefaults,
    ...(appState.selectedLanguage ? { selectedLanguage: appState.selectedLanguage } : {}),
    browserLanguages: navigator.languages,
  };
}
