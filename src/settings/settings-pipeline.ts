// The settings pipeline of the architecture: fetch → merge → validate → derive.
import type { ApiClient } from '../api/api-client.ts';
import { createDefaultSettings } from './default-settings.ts';
import { mergeSettings } from './merge-settings.ts';
import { validateSettings } from './validate-settings.ts';
import { deriveRuntime } from './derive-runtime.ts';
import { fetchSettings } from './fetch-settings.ts';
import type { DeriveContext, Runtime } from './runtime.ts';
import type { SettingsIssue } from './settings-types.ts';
import { MAX_SETTINGS_DEPTH, nestedDeeperThan } from './settings-depth.ts';

/** merge → validate → derive over already-fetched layers. Pure; never throws. */
export function buildRuntime(layers: unknown[], context: DeriveContext): Runtime {
  const defaults = createDefaultSettings(context.brokerId);
  const refused: SettingsIssue[] = [];
  const usable = layers.filter((layer) => {
    if (!nestedDeeperThan(layer)) return true;
    refused.push({ pointer: '', message: `settings nested more than ${MAX_SETTINGS_DEPTH} levels deep were refused` });
    return false;
  });
  const merged = mergeSettings(defaults, ...usable);
  const { settings, errors, warnings } = validateSettings(merged, defaults);
  return deriveRuntime(settings, {
    ...context,
    errors: [...(context.errors ?? []), ...refused, ...errors],
    warnings: [...(context.warnings ?? []), ...warnings],
  });
}

/** The whole pipeline for one visit. Failed fetches and invalid parts end up in runtime.settingsErrors. */
export async function loadRuntime(client: ApiClient, context: DeriveContext, referrer?: string): Promise<Runtime> {
  let fetched: { layers: unknown[]; errors: SettingsIssue[] };
  try {
    fetched = await fetchSettings(client, context.mode, referrer);
  } catch (error) {
    fetched = { layers: [], errors: [{ pointer: '', message: error instanceof Error ? error.message : String(error) }] };
  }
  return buildRuntime(fetched.layers, { ...context, errors: [...(context.errors ?? []), ...fetched.errors] });
}
