// The settings pipeline of the architecture: fetch → merge → validate → derive.
import type { ApiClient } from '../api/api-client.ts';
import { createDefaultSettings } from './default-settings.ts';
import { mergeSettings } from './merge-settings.ts';
import { validateSettings } from './validate-settings.ts';
import { deriveRuntime } from './derive-runtime.ts';
import { fetchSettings } from './fetch-settings.ts';
import type { DeriveContext, Runtime } from './runtime.ts';
import type { SettingsIssue } from './settings-types.ts';
import { MAX_SETTINGS_DEPTH, pruneDeep } from './settings-depth.ts';
import { applySettingsLimits } from './settings-limits.ts';
import { isPlainObject } from './merge-settings.ts';

/** A fetched layer made safe to merge: not an object → refused; values nested too deep → dropped alone. */
function usableLayer(layer: unknown, refused: SettingsIssue[]): unknown {
  if (layer === undefined) return undefined; // a failed fetch, already reported
  if (!isPlainObject(layer)) {
    refused.push({ pointer: '', message: 'settings must be a JSON object' });
    return undefined;
  }
  const pruned = pruneDeep(layer);
  for (const pointer of pruned.pointers) {
    refused.push({ pointer, message: `is nested more than ${MAX_SETTINGS_DEPTH} levels deep and was dropped` });
  }
  return pruned.value;
}

/** merge → validate → derive over already-fetched layers. Pure; never throws. */
export function buildRuntime(layers: unknown[], context: DeriveContext): Runtime {
  const defaults = createDefaultSettings(context.brokerId);
  const refused: SettingsIssue[] = [];
  const usable = layers.map((layer) => usableLayer(layer, refused));
  const limited = applySettingsLimits(mergeSettings(defaults, ...usable));
  refused.push(...limited.errors);
  const { settings, errors, warnings } = validateSettings(limited.settings, defaults);
  return deriveRuntime(settings, {
    ...context,
    errors: [...(context.errors ?? []), ...refused, ...errors],
    warnings: [...(context.warnings ?? []), ...warnings],
  });
}

/** The settings calls; a call that throws becomes an error, never a rejection. */
async function fetchLayers(client: ApiClient, context: DeriveContext, referrer?: string): Promise<{ layers: unknown[]; errors: SettingsIssue[]; mayPass: boolean }> {
  try {
    return await fetchSettings(client, context.mode, referrer);
  } catch (error) {
    return { layers: [], errors: [{ pointer: '', message: error instanceof Error ? error.message : String(error) }], mayPass: false };
  }
}

/** The whole pipeline for one visit. Failed fetches and invalid parts end up in runtime.settingsErrors. */
export async function loadRuntime(client: ApiClient, context: DeriveContext, referrer?: string): Promise<Runtime> {
  const { layers, errors } = await fetchLayers(client, context, referrer);
  return buildRuntime(layers, { ...context, errors: [...(context.errors ?? []), ...errors] });
}

/**
 * How long start-up waits for the settings calls before it runs on the last good settings, or shows
 * the error screen (docs/product-rules.md#last-good-settings). The calls are not cut off: an answer
 * that comes later is taken in place.
 */
export const SETTINGS_TIMEOUT_MS = 6_000;

/** What the settings calls gave: every answer (the layers to merge), or why not. */
export type SettingsAnswer = { arrived: true; layers: unknown[] } | { arrived: false; errors: SettingsIssue[]; mayPass: boolean };

/**
 * The settings calls for one visit. They arrived only when every call answered: a visit never runs
 * on some of a brokerage's settings and the defaults for the rest (docs/product-rules.md#last-good-settings).
 */
export async function fetchSettingsAnswer(client: ApiClient, context: DeriveContext, referrer?: string): Promise<SettingsAnswer> {
  const { layers, errors, mayPass } = await fetchLayers(client, context, referrer);
  return errors.length > 0 ? { arrived: false, errors, mayPass } : { arrived: true, layers };
}
