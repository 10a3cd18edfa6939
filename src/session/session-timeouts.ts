// Session constants of docs/product-rules.md#session-timeout, with the localStorage overrides integrators and testers use.
import type { ClientMode } from '../settings/runtime.ts';

export const IDLE_AFTER_MS = 5_000;
export const ACTIVITY_DEBOUNCE_MS = 250;

/** localStorage keys that override the defaults (numbers, as text). */
export const TIMEOUT_OVERRIDE_KEYS = {
  autoLogoutMinutes: 'iss:autoLogoutMinutes',
  extendSeconds: 'iss:extendSeconds',
} as const;

const MINUTE = 60_000;
const DEFAULTS = {
  direct: { autoLogoutMinutes: 15, longIdleMinutes: 60 },
  // Installed app: effectively never (about 10 years), long idle 14 days.
  app: { autoLogoutMinutes: 5_256_000, longIdleMinutes: 20_160 },
} as const;
const DEFAULT_EXTEND_SECONDS = 60;

export interface SessionTimeouts {
  autoLogoutMs: number;
  extendMs: number;
  longIdleMs: number;
  /** The token cookie lives auto-logout plus extension plus 3 seconds. */
  tokenLifetimeSeconds: number;
}

function override(storage: Pick<Storage, 'getItem'> | undefined, key: string): number | undefined {
  try {
    const raw = storage?.getItem(key);
    const value = raw === null || raw === undefined ? NaN : Number(raw);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function sessionTimeouts(mode: ClientMode, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SessionTimeouts {
  const defaults = mode === 'app' ? DEFAULTS.app : DEFAULTS.direct;
  const autoLogoutMinutes = override(storage, TIMEOUT_OVERRIDE_KEYS.autoLogoutMinutes) ?? defaults.autoLogoutMinutes;
  const extendSeconds = override(storage, TIMEOUT_OVERRIDE_KEYS.extendSeconds) ?? DEFAULT_EXTEND_SECONDS;
  return {
    autoLogoutMs: autoLogoutMinutes * MINUTE,
    extendMs: extendSeconds * 1_000,
    longIdleMs: defaults.longIdleMinutes * MINUTE,
    tokenLifetimeSeconds: autoLogoutMinutes * 60 + extendSeconds + 3,
  };
}
