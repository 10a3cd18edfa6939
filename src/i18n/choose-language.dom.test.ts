// The visitor's language choice: kept through the one persistence helper under the visitor-level
// app key (schema-checked when read), and winning over the settings' language on the next start.
import { beforeEach, describe, expect, it } from 'vitest';
import { checkStoredVersion, registerSlice, setSliceOwner } from '../state/persistence.ts';
import { appState, initialAppState, PERSISTENT_APP_KEYS } from '../state/app-state.ts';
import { StoredAppState } from '../generated/state/app.validator.js';
import { deriveRuntime } from '../settings/derive-runtime.ts';
import { createDefaultSettings } from '../settings/default-settings.ts';
import { mergeSettings } from '../settings/merge-settings.ts';
import type { Language } from '../settings/runtime.ts';
import type { Settings } from '../settings/settings-types.ts';
import { features } from '../features/feature-registry.ts';
import { chooseLanguage } from './choose-language.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page load: the app slice starts at its initial value and is restored from storage. */
function start(): void {
  Object.assign(appState, structuredClone(initialAppState));
  registerSlice('app', appState, { initial: initialAppState, persist: PERSISTENT_APP_KEYS, schema: StoredAppState });
}

/** The language the app starts in for a brokerage whose settings name `settingsLanguage`. */
function startingLanguage(settingsLanguage: Language): Language {
  const settings = mergeSettings(createDefaultSettings('acme'), { language: settingsLanguage }) as Settings;
  return deriveRuntime(settings, {
    brokerId: 'acme',
    mode: 'direct',
    now: new Date('2026-11-23T20:00:00Z'),
    menuDefaults: features.menuDefaults,
    browserLanguages: ['en-CA'],
    ...(appState.selectedLanguage ? { selectedLanguage: appState.selectedLanguage } : {}),
  }).language;
}

describe('chooseLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
    checkStoredVersion();
    setSliceOwner(null);
  });

  it.each([
    ['fr', 'en'],
    ['en', 'fr'],
  ] as const)('a visitor who chooses %s where settings say %s gets it back on reload', async (chosen, settingsLanguage) => {
    start();
    expect(startingLanguage(settingsLanguage)).toBe(settingsLanguage);
    chooseLanguage(chosen);
    expect(appState.language).toBe(chosen);
    await flush();
    // Stored under the visitor-level key of the app slice, nothing else of the slice.
    expect(JSON.parse(localStorage.getItem('iss:slice:app') as string)).toEqual({ selectedLanguage: chosen });
    start();
    expect(appState.selectedLanguage).toBe(chosen);
    expect(startingLanguage(settingsLanguage)).toBe(chosen);
  });

  it('keeps the choice under the same key whoever is signed in', async () => {
    start();
    setSliceOwner('ana@example.ca');
    chooseLanguage('fr');
    await flush();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('iss:slice:app'))).toEqual(['iss:slice:app']);
    setSliceOwner(null);
    start();
    expect(appState.selectedLanguage).toBe('fr');
  });

  it('ignores a stored language that is not one of ours (schema-checked): settings give the language', () => {
    localStorage.setItem('iss:slice:app', JSON.stringify({ selectedLanguage: 'de' }));
    start();
    expect(appState.selectedLanguage).toBeNull();
    expect(startingLanguage('fr')).toBe('fr');
  });
});
