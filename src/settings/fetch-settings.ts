import type { ApiClient } from '../api/api-client.ts';
import type { ClientMode } from './runtime.ts';
import type { SettingsIssue } from './settings-types.ts';

/** Settings keys fetched by key (SPEC §7): core always, plus the key of the client mode. */
export type SettingsKey = 'core' | 'app' | 'widget';

export interface FetchedSettings {
  /** Layers to merge over the defaults, in order. */
  layers: unknown[];
  errors: SettingsIssue[];
}

function settled(result: PromiseSettledResult<unknown>, pointer: string, what: string, errors: SettingsIssue[]): unknown {
  if (result.status === 'fulfilled') return result.value;
  const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
  errors.push({ pointer, message: `${what} could not be loaded: ${reason}` });
  return undefined;
}

/** Fetches brand settings and settings by key in parallel; a failed call becomes an error, not a crash. */
export async function fetchSettings(client: ApiClient, mode: ClientMode, referrer?: string): Promise<FetchedSettings> {
  const keys: SettingsKey[] = mode === 'direct' ? ['core'] : ['core', mode];
  const [brand, ...byKey] = await Promise.allSettled([
    client.request<unknown>({ path: '/brand/getKioskBrandSettings', query: { rf: referrer } }),
    ...keys.map((key) => client.request<unknown>({ path: '/settings', id: key })),
  ]);
  const errors: SettingsIssue[] = [];
  const layers = byKey.map((result, i) => settled(result, '', `${keys[i]} settings`, errors));
  const brandSettings = settled(brand as PromiseSettledResult<unknown>, '/brand', 'brand settings', errors);
  if (brandSettings !== undefined) layers.push({ brand: brandSettings });
  return { layers, errors };
}
