// The one persistence helper (SPEC §3, §4 Persistence, Resets): every registered slice is written
// to localStorage under the product prefix, with a version key; a version change drops stale
// state; stored garbage is ignored key by key, so it never crashes the app.
import { subscribe } from 'valtio/vanilla';

export const STORAGE_PREFIX = 'iss:';
/** Bump when a slice's stored shape changes incompatibly: older stored state is then dropped. */
export const STATE_VERSION = 1;
export const VERSION_KEY = `${STORAGE_PREFIX}version`;

type Slice = Record<string, unknown>;

interface Registration {
  proxy: Slice;
  initial: Slice;
  /** Keys written to storage; the others are the slice's non-persistent part. */
  keys: string[];
  unsubscribe: () => void;
}

const slices = new Map<string, Registration>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function storageKey(name: string): string {
  return `${STORAGE_PREFIX}slice:${name}`;
}

/** Drops every stored slice when the stored version is not this build's. */
export function checkStoredVersion(): void {
  const store = storage();
  if (!store) return;
  if (store.getItem(VERSION_KEY) === String(STATE_VERSION)) return;
  for (const key of Object.keys(store)) if (key.startsWith(`${STORAGE_PREFIX}slice:`)) store.removeItem(key);
  store.setItem(VERSION_KEY, String(STATE_VERSION));
}

function sameKind(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return true;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  return typeof a === typeof b;
}

/** Stored values for a slice, keeping only known keys whose kind matches the initial value. */
export function readStored(name: string, initial: Slice, keys: string[]): Partial<Slice> {
  const raw = storage()?.getItem(storageKey(name));
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Partial<Slice> = {};
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(parsed, key)) continue;
    const value = (parsed as Slice)[key];
    if (sameKind(value, initial[key])) out[key] = value;
  }
  return out;
}

function write(name: string, registration: Registration): void {
  const picked: Slice = {};
  for (const key of registration.keys) picked[key] = registration.proxy[key];
  try {
    storage()?.setItem(storageKey(name), JSON.stringify(picked));
  } catch {
    // Quota or private mode: the app keeps working from memory.
  }
}

export interface SliceOptions<T extends object> {
  /** The slice's initial value, used by resets and to vet stored values. */
  initial: T;
  /** true: every key persists; an array: only these keys; false: nothing (e.g. review). */
  persist: boolean | (keyof T & string)[];
}

/** Restores a slice from storage, then writes it on every change. */
export function registerSlice<T extends object>(name: string, sliceProxy: T, options: SliceOptions<T>): void {
  slices.get(name)?.unsubscribe();
  const proxy = sliceProxy as Slice;
  const initial = options.initial as Slice;
  const keys = options.persist === true ? Object.keys(initial) : options.persist === false ? [] : options.persist;
  const registration: Registration = { proxy, initial: structuredClone(initial), keys, unsubscribe: () => undefined };
  if (keys.length > 0) {
    Object.assign(proxy, readStored(name, initial, keys));
    registration.unsubscribe = subscribe(proxy, () => write(name, registration));
  }
  slices.set(name, registration);
}

function resetSlice(registration: Registration, except: string[] = []): void {
  for (const [key, value] of Object.entries(registration.initial)) {
    if (!except.includes(key)) registration.proxy[key] = structuredClone(value);
  }
}

/** Clears the stored state of every slice except those kept (app update: all but the user). */
export function clearPersistedSlices(options: { keep?: string[] } = {}): void {
  const store = storage();
  for (const name of slices.keys()) if (!options.keep?.includes(name)) store?.removeItem(storageKey(name));
}

/** Reset app: every slice back to its initial value, storage and caches cleared. */
export async function resetApp(): Promise<void> {
  for (const registration of slices.values()) resetSlice(registration);
  // valtio notifies subscribers after a tick: let the reset's writes land, then clear them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const store = storage();
  if (store) for (const key of Object.keys(store)) if (key.startsWith(STORAGE_PREFIX)) store.removeItem(key);
  if (typeof caches !== 'undefined') for (const key of await caches.keys()) await caches.delete(key);
}

/** Reset user: the session slice back to initial, keeping the last access type. */
export function resetUser(): void {
  const session = slices.get('session');
  if (session) resetSlice(session, ['lastAccessType']);
}

/** Resets named slices to their initial values (logout: app, chat and language state). */
export function resetSlices(names: string[], options: { except?: Record<string, string[]> } = {}): void {
  for (const name of names) {
    const registration = slices.get(name);
    if (registration) resetSlice(registration, options.except?.[name]);
  }
}
