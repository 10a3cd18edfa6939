// The last good settings (docs/product-rules.md#last-good-settings): the settings calls' answers
// from the last visit on which they all arrived, per brokerage, client mode and language (the
// brokerage's texts come in the language asked for), kept through the one persistence helper and
// checked on read against schemas/state/last-settings.schema.json. A start whose settings calls
// fail, time out or cannot leave (offline) runs on them rather than on the defaults. Only a start
// whose settings did not arrive reads them, and they are written after the first paint: this
// module is a chunk of its own, and registers its slice when first used.
import { proxy, ref } from 'valtio';
import { registerSlice, whenRestored } from './persistence.ts';
import type { LastGoodSettings } from '../generated/state/last-settings.types.ts';
import type { ClientMode, Language } from '../settings/runtime.ts';

/** The slice's name (src/app/register-slices.ts). */
const SLICE = 'lastSettings';
/** Brokerage × mode × language entries kept; the oldest goes first. */
const MAX_SAVED = 12;
/** Settings layers merged at start: brand, core and the client mode's key. */
const MAX_LAYERS = 4;

type Saved = LastGoodSettings['saved'][string];

export const initialLastSettingsState: LastGoodSettings = { saved: {} };

/** The slice (registered in src/app/register-slices.ts); layers are kept by reference, not proxied. */
export const lastSettingsState = proxy<LastGoodSettings>(structuredClone(initialLastSettingsState));

function keyOf(brokerId: string, mode: ClientMode, language: Language): string {
  return `${brokerId}|${mode}|${language}`;
}

let registered = false;

/** Reads the stored copy (its validator is a chunk of its own): await before savedSettings. */
export function whenSavedSettingsRead(): Promise<void> {
  if (!registered) {
    registered = true;
    registerSlice(SLICE, lastSettingsState, { initial: initialLastSettingsState, persist: true, schema: { load: () => import('../generated/state/last-settings.validator.js').then((v) => v.StoredLastSettingsState) } });
  }
  return whenRestored(SLICE).catch(() => undefined);
}

/** The saved settings for this brokerage and mode: in `language` first, else the latest in another. */
export function savedSettings(brokerId: string, mode: ClientMode, language: Language): { layers: object[]; at: number; language: Language } | undefined {
  const usable = (entry: Saved | undefined): entry is Saved => entry !== undefined && entry.layers.length > 0 && entry.layers.length <= MAX_LAYERS;
  let found: { entry: Saved; language: Language } | undefined;
  const own = lastSettingsState.saved[keyOf(brokerId, mode, language)];
  if (usable(own)) found = { entry: own, language };
  else {
    for (const other of ['en', 'fr'] as const) {
      const entry = lastSettingsState.saved[keyOf(brokerId, mode, other)];
      if (other !== language && usable(entry) && (!found || entry.at > found.entry.at)) found = { entry, language: other };
    }
  }
  // A plain copy: the pipeline merges and repairs it as fresh JSON.
  return found && { layers: JSON.parse(JSON.stringify(found.entry.layers)) as object[], at: found.entry.at, language: found.language };
}

/** Keeps settings that arrived whole, once the stored copy has been read (never written over unread). */
export async function keepSettings(brokerId: string, mode: ClientMode, language: Language, layers: readonly unknown[], at: number = Date.now()): Promise<void> {
  await whenSavedSettingsRead();
  saveSettings(brokerId, mode, language, layers, at);
}

/** Keeps settings that arrived whole (every layer an object), replacing the older copy. */
export function saveSettings(brokerId: string, mode: ClientMode, language: Language, layers: readonly unknown[], at: number = Date.now()): void {
  const objects = layers.filter((layer): layer is object => typeof layer === 'object' && layer !== null && !Array.isArray(layer));
  if (objects.length === 0 || objects.length !== layers.length || objects.length > MAX_LAYERS) return;
  const key = keyOf(brokerId, mode, language);
  const kept = Object.entries(lastSettingsState.saved)
    .filter(([other]) => other !== key)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_SAVED - 1);
  lastSettingsState.saved = { ...Object.fromEntries(kept), [key]: { at, layers: ref(objects) } };
}
