import type { ApiClient } from '../api/api-client.ts';
import { toApiRequest } from '../api/call-api.ts';
import { isTransientFailure } from '../api/transient-failure.ts';
import type { ClientMode } from './runtime.ts';
import type { SettingsIssue } from './settings-types.ts';

/** Settings keys fetched by key (docs/product-rules.md#calls): core always, plus the key of the client mode. */
type SettingsKey = 'core' | 'app' | 'widget';

interface FetchedSettings {
  /** Layers to merge over the defaults, in order. */
  layers: unknown[];
  errors: SettingsIssue[];
  /** Some call failed, and every failure may pass if asked again (docs/adr/0054-one-rule-for-transient-failures.md). */
  mayPass: boolean;
}

function settled(result: PromiseSettledResult<unknown>, pointer: string, what: string, errors: SettingsIssue[]): unknown {
  if (result.status === 'fulfilled') return result.value;
  const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
  errors.push({ pointer, message: `${what} could not be loaded: ${reason}`, notLoaded: true });
  return undefined;
}

/**
 * Fetches brand settings and settings by key in parallel; a failed call becomes an error, not a crash.
 * Requests come from the call table; the answers skip callApi's response check (their schemas say
 * only "an object") because the settings pipeline validates them, and the first paint need not
 * wait for the response validators' chunk.
 */
export async function fetchSettings(client: ApiClient, mode: ClientMode, referrer?: string): Promise<FetchedSettings> {
  const keys: SettingsKey[] = mode === 'direct' ? ['core'] : ['core', mode];
  const [brand, ...byKey] = await Promise.allSettled([
    client.request<unknown>(toApiRequest('settings.getBrand', referrer ? { rf: referrer } : {})),
    ...keys.map((key) => client.request<unknown>(toApiRequest('settings.getByKey', { key }))),
  ]);
  const errors: SettingsIssue[] = [];
  const layers = byKey.map((result, i) => settled(result, '', `${keys[i]} settings`, errors));
  const brandSettings = settled(brand as PromiseSettledResult<unknown>, '/brand', 'brand settings', errors);
  if (brandSettings !== undefined) layers.push({ brand: brandSettings });
  const failures = [brand, ...byKey].flatMap((result) => (result?.status === 'rejected' ? [result.reason as unknown] : []));
  return { layers, errors, mayPass: failures.length > 0 && failures.every(isTransientFailure) };
}
