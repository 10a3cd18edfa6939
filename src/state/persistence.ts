// The one persistence helper (docs/product-rules.md#persistence): every registered slice is written
// to localStorage under the product prefix, with a version key; a version change drops stale
// state. Stored state can never blank the app: what is read is parsed without prototype keys and
// checked against the slice's schema (schemas/state/, precompiled validators); a wrong key falls
// back to its default, and reading never throws. Drafts belong to their user: a `perUser` slice is
// stored under a key of the signed-in user and swapped when the user changes; an explicit logout
// deletes it (discardUserDrafts), an automatic one keeps it for that user. A slice whose validator
// is large can name it lazily ({ load }): it stays at its initial value, and is neither read nor
// written, until the validator has loaded (whenRestored, awaited by the slice's screens), so the
// validator is not in the first page.
// Drafts an automatic logout keeps are not kept for ever: they expire KEPT_DRAFTS_LIFETIME_MS after
// that logout (keepUserDrafts marks them), unless the same user signs in again before; expired ones
// are deleted at the next start (dropExpiredDrafts) or sign-in (docs/product-rules.md#kept-drafts).
// A visitor's draft (public forms) is another matter: whoever uses the device next is nobody the
// app can tell apart. It lives in sessionStorage (the tab's session: a new tab never sees it, and
// closing the tab ends it), expires VISITOR_DRAFT_LIFETIME_MS after its last change, and is held
// back after a reload until the person chooses to continue or start over (heldDrafts).
// A slice that every tab must see alike (`syncTabs`: a payment whose outcome is unknown, which no
// tab may pay again) is read again when another tab writes its copy in localStorage.
import { proxy, subscribe } from 'valtio/vanilla';

const STORAGE_PREFIX = 'iss:';
/** Bump when a slice's stored shape changes incompatibly: older stored state is then dropped. */
export const STATE_VERSION = 1;
export const VERSION_KEY = `${STORAGE_PREFIX}version`;
const SLICE_PREFIX = `${STORAGE_PREFIX}slice:`;

type Slice = Record<string, unknown>;

/** A precompiled schema validator (src/generated/state/…): true when the data is valid. */
export type SliceValidator = (data: unknown) => boolean;

/** A validator loaded when the slice is first needed (its own chunk): `load: () => import('…validator.js').then((m) => m.X)`. */
export interface LazySliceValidator {
  load: () => Promise<SliceValidator>;
}

/** A slice's schema: its validator, or a way to load it. */
export type SliceSchema = SliceValidator | LazySliceValidator;

interface Registration {
  name: string;
  proxy: Slice;
  initial: Slice;
  /** Keys written to storage; the others are the slice's non-persistent part. */
  keys: string[];
  schema?: SliceValidator;
  /** The validator still to load (a lazy schema): until then the slice is not restored nor written. */
  loadSchema?: () => Promise<SliceValidator>;
  /** Restored and written: false only while a lazy schema has not loaded. */
  ready: boolean;
  /** The running load of a lazy schema (whenRestored). */
  restoring?: Promise<void>;
  perUser: boolean;
  /** A per-user slice that also keeps a visitor's draft (public forms: payments, quotes). */
  visitors: boolean;
  hasContent: (state: Slice) => boolean;
  /** Read again when another tab writes the copy in localStorage (a visitor's copy is the tab's own). */
  syncTabs: boolean;
  unsent?: UnsentCounter;
  onDiscard?: (owner: string) => void | Promise<void>;
  unsubscribe: () => void;
}

/** Kinds of work kept on the device and not sent yet, as the explicit logout names them. */
export type UnsentKind = 'claim' | 'payment' | 'inventoryChanges' | 'inventoryFiles' | 'chatMessages' | 'documents' | 'other';

export interface UnsentWork {
  kind: UnsentKind;
  count: number;
}

/** What a slice holds unsent, in its stored state and wherever else it keeps it (files in IndexedDB). */
type UnsentCounter = (state: Slice, owner: string) => UnsentWork[] | Promise<UnsentWork[]>;

const slices = new Map<string, Registration>();
/** Key of the signed-in user whose drafts the per-user slices hold (null: nobody signed in). */
let owner: string | null = null;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * How long a visitor's draft is kept after its last change: the idle time after which a signed-in
 * user is logged out in the page (src/session/session-timeouts.ts). Past it, whoever is at the
 * device may be someone else, and the draft (name, e-mail, phone, bank details) is dropped.
 */
export const VISITOR_DRAFT_LIFETIME_MS = 15 * 60_000;

/**
 * How long the drafts an automatic logout keeps stay on the device: a week, for the person to sign
 * in again and finish a claim, not for ever in a browser others may use (docs/product-rules.md#kept-drafts).
 */
export const KEPT_DRAFTS_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** `iss:kept:<owner>`: until when that user's kept drafts stay (ms since the epoch). */
const KEPT_PREFIX = `${STORAGE_PREFIX}kept:`;

/** Visitor drafts restored from a previous page and not shown yet: the person chooses first. */
export const heldDrafts = proxy<Record<string, true>>({});
const heldValues = new Map<string, Partial<Slice>>();

/** Whether a registration's copy now is a visitor's (stored in the tab's session, with an age). */
function isVisitorCopy(registration: Registration): boolean {
  return registration.perUser && owner === null && registration.visitors;
}

/** A visitor's stored copy, when younger than its lifetime (an older one is removed). */
function readVisitorCopy(key: string): unknown {
  try {
    const raw = tabStorage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = parseStored(raw);
    const at = typeof parsed === 'object' && parsed !== null ? (parsed as { at?: unknown }).at : undefined;
    if (typeof at !== 'number' || !(Date.now() - at <= VISITOR_DRAFT_LIFETIME_MS) || Date.now() < at - 60_000) {
      tabStorage()?.removeItem(key);
      return undefined;
    }
    return (parsed as { state?: unknown }).state;
  } catch {
    return undefined;
  }
}

function storageKey(name: string, user?: string | null): string {
  return user ? `${SLICE_PREFIX}${name}:${user}` : `${SLICE_PREFIX}${name}`;
}

/** Owner key of a visitor's drafts (public forms filled in while nobody is signed in). */
const VISITOR_OWNER = 'visitor';

/** Whose copy a per-user slice holds now: the signed-in user's, the visitor's, or none. */
function ownerOf(registration: Registration): string | null {
  return owner ?? (registration.visitors ? VISITOR_OWNER : null);
}

/** The storage key of a registered slice now: per-user slices have none while nobody is signed in (unless they keep visitors' drafts). */
function keyOf(registration: Registration): string | undefined {
  if (!registration.perUser) return storageKey(registration.name);
  const who = ownerOf(registration);
  return who ? storageKey(registration.name, who) : undefined;
}

/**
 * A short, stable key for a user's e-mail (case and surrounding spaces ignored): 53-bit cyrb53 in
 * base 36. It names storage; it is not a secret (the session slice holds the e-mail itself).
 */
export function ownerKeyOf(email: string): string {
  const text = email.trim().toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key of the user whose drafts are loaded (for stores outside localStorage, e.g. files). */
export function currentOwner(): string | null {
  return owner;
}

/** Drops every stored slice when the stored version is not this build's. */
export function checkStoredVersion(): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(VERSION_KEY) === String(STATE_VERSION)) return;
    for (const key of Object.keys(store)) if (key.startsWith(SLICE_PREFIX)) store.removeItem(key);
    store.setItem(VERSION_KEY, String(STATE_VERSION));
  } catch {
    // Storage refused: the app keeps working from memory.
  }
}

/** Without a schema: a stored value must be of the initial value's kind (anything where that is null). */
function sameKind(stored: unknown, initial: unknown): boolean {
  if (initial === null || initial === undefined) return true;
  if (stored === null || stored === undefined) return false;
  if (Array.isArray(stored) !== Array.isArray(initial)) return false;
  return typeof stored === typeof initial;
}

/** Keys that could reach an object's prototype are dropped while parsing. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse without prototype keys, at any depth; undefined when the text is not JSON. */
function parseStored(raw: string): unknown {
  try {
    return JSON.parse(raw, (key, value: unknown) => (PROTOTYPE_KEYS.has(key) ? undefined : value));
  } catch {
    return undefined;
  }
}

function valid(schema: SliceValidator, data: unknown): boolean {
  try {
    return schema(data) === true;
  } catch {
    // e.g. a stack overflow on absurdly deep data.
    return false;
  }
}

function pick(source: Slice, keys: string[]): Slice {
  const out: Slice = {};
  for (const key of keys) out[key] = source[key];
  return out;
}

/**
 * The stored keys of a slice that can be used: with a schema, the stored part when valid as a
 * whole, otherwise each key that is valid with the other keys at their defaults (and the result
 * is checked again as a whole); without one, known keys whose kind matches the initial value.
 */
function usable(parsed: unknown, initial: Slice, keys: string[], schema?: SliceValidator): Partial<Slice> {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const stored: Slice = {};
  for (const key of keys) if (Object.prototype.hasOwnProperty.call(parsed, key)) stored[key] = (parsed as Slice)[key];
  if (!schema) {
    const out: Partial<Slice> = {};
    for (const [key, value] of Object.entries(stored)) if (sameKind(value, initial[key])) out[key] = value;
    return out;
  }
  const defaults = structuredClone(pick(initial, keys));
  if (valid(schema, { ...defaults, ...stored })) return stored;
  const out: Partial<Slice> = {};
  for (const [key, value] of Object.entries(stored)) if (valid(schema, { ...defaults, [key]: value })) out[key] = value;
  return valid(schema, { ...defaults, ...out }) ? out : {};
}

interface ReadOptions {
  /** The slice's schema (the persisted keys as one object). */
  schema?: SliceValidator;
  /** The user key of a per-user slice. */
  owner?: string | null;
}

/**
 * Stored values for a slice: only known keys, valid against the schema when there is one (a wrong
 * key is left out, so it keeps its default). Never throws.
 */
export function readStored(name: string, initial: Slice, keys: string[], options: ReadOptions = {}): Partial<Slice> {
  try {
    const raw = storage()?.getItem(storageKey(name, options.owner));
    if (!raw) return {};
    return usable(parseStored(raw), initial, keys, options.schema);
  } catch {
    return {};
  }
}

function write(registration: Registration): void {
  // Not restored yet: what is stored is still to be read, never overwritten by the initial value.
  if (!registration.ready) return;
  const key = keyOf(registration);
  if (!key) return;
  // A held visitor draft stays as it is until the person chooses.
  if (heldDrafts[registration.name]) return;
  try {
    if (isVisitorCopy(registration)) {
      const state = pick(registration.proxy, registration.keys);
      if (JSON.stringify(state) === JSON.stringify(pick(registration.initial, registration.keys))) tabStorage()?.removeItem(key);
      else tabStorage()?.setItem(key, JSON.stringify({ at: Date.now(), state }));
      return;
    }
    const picked = JSON.stringify(pick(registration.proxy, registration.keys));
    // A per-user draft back at its initial value is no draft: its key is removed.
    if (registration.perUser && picked === JSON.stringify(pick(registration.initial, registration.keys))) storage()?.removeItem(key);
    else storage()?.setItem(key, picked);
  } catch {
    // Quota or private mode: the app keeps working from memory.
  }
}

function restore(registration: Registration): void {
  if (registration.keys.length === 0 || !registration.ready) return;
  if (registration.perUser && !ownerOf(registration)) return;
  if (isVisitorCopy(registration)) {
    const key = keyOf(registration) as string;
    const stored = usable(readVisitorCopy(key), registration.initial, registration.keys, registration.schema);
    const restored = { ...structuredClone(registration.initial), ...structuredClone(stored) };
    if (Object.keys(stored).length === 0 || !registration.hasContent(restored)) return;
    heldValues.set(registration.name, structuredClone(stored));
    heldDrafts[registration.name] = true;
    return;
  }
  const stored = readStored(registration.name, registration.initial, registration.keys, { schema: registration.schema, owner: registration.perUser ? ownerOf(registration) : null });
  Object.assign(registration.proxy, structuredClone(stored));
}

interface SliceOptions<T extends object> {
  /** The slice's initial value, used by resets and to vet stored values. */
  initial: T;
  /** true: every key persists; an array: only these keys; false: nothing (e.g. review). */
  persist: boolean | (keyof T & string)[];
  /**
   * Validator of the persisted part (schemas/state/<slice>.schema.json); a wrong key reads as its
   * default. A lazy one ({ load }) keeps it out of the first page: the slice is restored once it
   * has loaded (whenRestored), and stays at its initial value, unwritten, until then.
   */
  schema?: SliceSchema;
  /** Stored per signed-in user (drafts): another user never sees it; memory only while signed out. */
  perUser?: boolean;
  /** With perUser: a visitor's draft is kept too (under its own key, never shown to a signed-in user). */
  visitors?: boolean;
  /** Whether the slice holds something the user would lose (default: its persisted part differs from the initial value). */
  hasContent?: (state: T) => boolean;
  /** What an explicit logout would delete unsent, by kind and count (default: 'other' once, when hasContent). */
  unsent?: (state: T, owner: string) => UnsentWork[] | Promise<UnsentWork[]>;
  /** Called with the user key when that user's copy is deleted (explicit logout): drop what the slice keeps elsewhere (files). */
  onDiscard?: (owner: string) => void | Promise<void>;
  /**
   * Read again whenever another tab writes this slice's copy (localStorage only: a visitor's copy
   * belongs to its tab). For what every tab must see alike, e.g. a payment whose outcome is unknown.
   */
  syncTabs?: boolean;
}

let listeningToTabs = false;

/** Another tab wrote a copy: the slices that follow other tabs and hold that copy read it again. */
function onOtherTabWrite(event: StorageEvent): void {
  if (event.key === null || event.storageArea !== storage()) return;
  for (const registration of slices.values()) {
    if (!registration.syncTabs || !registration.ready || isVisitorCopy(registration) || keyOf(registration) !== event.key) continue;
    resetSlice(registration);
    restore(registration);
  }
}

/** Restores a slice from storage, then writes it on every change. */
export function registerSlice<T extends object>(name: string, sliceProxy: T, options: SliceOptions<T>): void {
  slices.get(name)?.unsubscribe();
  const proxy = sliceProxy as Slice;
  const initial = structuredClone(options.initial) as Slice;
  const keys = options.persist === true ? Object.keys(initial) : options.persist === false ? [] : options.persist;
  const differs = (state: Slice) => JSON.stringify(pick(state, keys)) !== JSON.stringify(pick(initial, keys));
  const schema = options.schema;
  const lazySchema = typeof schema === 'object' && schema !== null ? schema : undefined;
  const registration: Registration = {
    name,
    proxy,
    initial,
    keys,
    ready: lazySchema === undefined || keys.length === 0,
    perUser: options.perUser === true,
    visitors: options.perUser === true && options.visitors === true,
    hasContent: (options.hasContent as ((state: Slice) => boolean) | undefined) ?? differs,
    syncTabs: options.syncTabs === true,
    unsubscribe: () => undefined,
    ...(typeof schema === 'function' ? { schema } : {}),
    ...(lazySchema ? { loadSchema: () => lazySchema.load() } : {}),
    ...(options.onDiscard ? { onDiscard: options.onDiscard } : {}),
    ...(options.unsent ? { unsent: options.unsent as UnsentCounter } : {}),
  };
  // A per-user slice never reads its shared key: a copy an older build left there goes, and so
  // does a visitor's copy an older build left in localStorage (visitors' drafts live in the tab).
  if (registration.perUser) removeStored(storageKey(name));
  if (registration.visitors) removeStored(storageKey(name, VISITOR_OWNER));
  releaseHold(name);
  if (keys.length > 0) {
    restore(registration);
    registration.unsubscribe = subscribe(proxy, () => write(registration));
  }
  slices.set(name, registration);
  if (registration.syncTabs && !listeningToTabs && typeof window !== 'undefined') {
    listeningToTabs = true;
    window.addEventListener('storage', onOtherTabWrite);
  }
}

function releaseHold(name: string): void {
  heldValues.delete(name);
  delete heldDrafts[name];
}

/** Whether any of these slices holds a visitor's draft the person has not chosen about yet. */
export function draftsHeld(names: readonly string[]): boolean {
  return names.some((name) => heldDrafts[name] === true);
}

/** "Continue where you left off": the held visitor drafts of these slices are shown. */
export function resumeHeldDrafts(names: readonly string[]): void {
  for (const name of names) {
    const registration = slices.get(name);
    const held = heldValues.get(name);
    releaseHold(name);
    if (registration && held) Object.assign(registration.proxy, structuredClone(held));
  }
}

/** A visitor's copy of a slice deleted: from the tab's storage, held or not, and from the slice. */
function discardVisitorCopy(registration: Registration): void {
  releaseHold(registration.name);
  const key = keyOf(registration);
  try {
    if (key) tabStorage()?.removeItem(key);
  } catch {
    // Storage refused: nothing stored to remove.
  }
  resetSlice(registration);
  void registration.onDiscard?.(VISITOR_OWNER);
}

/** "Start over": the held visitor drafts of these slices are deleted, unseen. */
export function discardHeldDrafts(names: readonly string[]): void {
  for (const name of names) {
    releaseHold(name);
    const registration = slices.get(name);
    if (registration) discardVisitorCopy(registration);
  }
}

/**
 * A visitor left the screen of these slices (and said so when asked): their copies are deleted,
 * shown or held back after a reload, so the next person at the device finds nothing of them. A
 * signed-in user's drafts are theirs: nothing happens then.
 */
export function discardVisitorDrafts(names: readonly string[]): void {
  for (const name of names) {
    const registration = slices.get(name);
    if (!registration || !isVisitorCopy(registration)) continue;
    let stored = false;
    try {
      stored = tabStorage()?.getItem(keyOf(registration) ?? '') != null;
    } catch {
      // Storage refused: nothing stored.
    }
    if (stored || heldDrafts[name] === true || registration.hasContent(registration.proxy)) discardVisitorCopy(registration);
  }
}

function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage refused: nothing stored to remove.
  }
}

async function loadAndRestore(registration: Registration): Promise<void> {
  let schema: SliceValidator;
  try {
    schema = await (registration.loadSchema as () => Promise<SliceValidator>)();
  } catch (error) {
    // e.g. the chunk could not be fetched: the slice stays in memory only for this page (what is
    // stored is kept), and the next call tries again.
    registration.restoring = undefined;
    console.error(`Stored ${registration.name} not read: its schema did not load`, error);
    return;
  }
  // Registered again meanwhile (tests): that registration is the one to restore.
  if (slices.get(registration.name) !== registration) return whenRestored(registration.name);
  registration.schema = schema;
  registration.ready = true;
  restore(registration);
}

/**
 * Resolves once a slice is restored from storage: at once unless its schema is lazy, else when its
 * validator has loaded (started by the first call) and the signed-in user's copy is read; also
 * when it could not load (the slice then stays in memory only). A screen that shows the slice
 * awaits it first (lazyScreen in src/features/define-feature.ts). Never rejects.
 */
export function whenRestored(name: string): Promise<void> {
  const registration = slices.get(name);
  if (!registration || registration.ready) return Promise.resolve();
  registration.restoring ??= loadAndRestore(registration);
  return registration.restoring;
}

/** Whether whenRestored(name) has nothing left to wait for: what a caller may read at once. */
export function isRestored(name: string): boolean {
  const registration = slices.get(name);
  return !registration || registration.ready;
}

/**
 * Whether a slice has a stored copy for whoever is signed in (or the visitor, for slices that keep
 * visitors' drafts), without reading it: a page that only summarises a slice (the home's "pending"
 * list) restores it through whenRestored only then, so its validator loads only when needed.
 */
export function hasStoredCopy(name: string): boolean {
  const registration = slices.get(name);
  const key = registration ? keyOf(registration) : undefined;
  if (!key) return false;
  if (registration && isVisitorCopy(registration)) return readVisitorCopy(key) !== undefined;
  try {
    return storage()?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** The stored copy (not yet checked) of a slice not restored yet: undefined when there is none, 'unreadable' when unsure. */
function storedCopy(registration: Registration): Slice | undefined | 'unreadable' {
  const key = keyOf(registration);
  if (!key) return undefined;
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = parseStored(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return { ...structuredClone(registration.initial), ...pick(parsed as Slice, registration.keys.filter((k) => k in parsed)) };
  } catch {
    return 'unreadable';
  }
}

function resetSlice(registration: Registration, except: string[] = []): void {
  for (const [key, value] of Object.entries(registration.initial)) {
    if (!except.includes(key)) registration.proxy[key] = structuredClone(value);
  }
}

function perUserSlices(): Registration[] {
  return [...slices.values()].filter((registration) => registration.perUser);
}

/**
 * The signed-in user changed (the app calls this whenever the session's user does): the per-user
 * slices are written for the previous user, then hold the new user's stored drafts, or their
 * initial value (nobody signed in, or nothing stored for that user).
 */
export function setSliceOwner(email: string | null | undefined): void {
  const next = email ? ownerKeyOf(email) : null;
  if (next === owner) return;
  const registrations = perUserSlices();
  // Written now: valtio's own notification comes a tick later, when the slice holds the next user's.
  for (const registration of registrations) write(registration);
  owner = next;
  // Before the next user's drafts are read: expired ones go, the others are theirs again.
  if (next) settleOwnerDrafts(next);
  for (const registration of registrations) {
    releaseHold(registration.name);
    resetSlice(registration);
    restore(registration);
  }
}

/**
 * What an explicit logout would delete unsent, by kind with counts (kinds summed over slices): from
 * each per-user slice, whether it keeps it in local storage (its state) or elsewhere (IndexedDB).
 */
export async function userUnsentWork(): Promise<UnsentWork[]> {
  const who = owner;
  if (!who) return [];
  const totals = new Map<UnsentKind, number>();
  for (const registration of perUserSlices()) {
    let found: UnsentWork[];
    try {
      const copy = registration.ready ? registration.proxy : storedCopy(registration);
      const state = copy === 'unreadable' || copy === undefined ? structuredClone(registration.initial) : copy;
      const content = copy === 'unreadable' || registration.hasContent(state);
      found = registration.unsent ? await registration.unsent(state, who) : [];
      if (content && found.length === 0) found = [{ kind: 'other', count: 1 }];
    } catch {
      found = [{ kind: 'other', count: 1 }];
    }
    for (const work of found) if (work.count > 0) totals.set(work.kind, (totals.get(work.kind) ?? 0) + work.count);
  }
  return [...totals].map(([kind, count]) => ({ kind, count }));
}

/**
 * Explicit logout: the signed-in user's drafts are deleted from this device (storage and what the
 * slices keep elsewhere, e.g. files) and the per-user slices are emptied.
 */
export async function discardUserDrafts(): Promise<void> {
  const gone = owner;
  if (!gone) return;
  owner = null;
  const registrations = perUserSlices();
  for (const registration of registrations) {
    try {
      storage()?.removeItem(storageKey(registration.name, gone));
    } catch {
      // Nothing more to do: storage is unavailable.
    }
    resetSlice(registration);
  }
  await Promise.all(
    registrations.map(async (registration) => {
      try {
        await registration.onDiscard?.(gone);
      } catch (error) {
        console.error(`Draft files of ${registration.name} not deleted`, error);
      }
    }),
  );
}

/** Whether the signed-in user has a draft in a per-user slice (in memory, or stored when not restored yet). */
function userHasDrafts(who: string): boolean {
  return perUserSlices().some((registration) => {
    if (registration.ready) return registration.hasContent(registration.proxy);
    try {
      return storage()?.getItem(storageKey(registration.name, who)) != null;
    } catch {
      return false;
    }
  });
}

/**
 * A logout that was not the user's choice keeps the signed-in user's drafts, until an expiry: marked
 * here (whatever the slices keep elsewhere, files, goes with them). Returns that expiry when the
 * user had drafts, for the login screen to say; undefined otherwise.
 */
export function keepUserDrafts(now: number = Date.now()): number | undefined {
  const who = owner;
  if (!who) return undefined;
  const until = now + KEPT_DRAFTS_LIFETIME_MS;
  try {
    storage()?.setItem(`${KEPT_PREFIX}${who}`, String(until));
  } catch {
    return undefined; // storage refused: nothing of theirs is stored either
  }
  return userHasDrafts(who) ? until : undefined;
}

/** Deletes one user's drafts from this device: their stored copies, and what the slices keep elsewhere (files). */
function discardOwnerDrafts(who: string): void {
  const store = storage();
  try {
    for (const key of Object.keys(store ?? {})) if (key.startsWith(SLICE_PREFIX) && key.endsWith(`:${who}`)) store?.removeItem(key);
  } catch {
    // Storage refused: nothing stored to remove.
  }
  for (const registration of perUserSlices()) {
    Promise.resolve()
      .then(() => registration.onDiscard?.(who))
      .catch((error: unknown) => console.error(`Expired draft files of ${registration.name} not deleted`, error));
  }
}

/** The expiry of a user's kept drafts as stored: a time no further than the lifetime, else none (read back checked). */
function keptUntil(store: Storage, who: string, now: number): number | undefined {
  const until = Number(store.getItem(`${KEPT_PREFIX}${who}`));
  return Number.isFinite(until) && until - now <= KEPT_DRAFTS_LIFETIME_MS ? until : undefined;
}

/**
 * One user's kept drafts: deleted when their time is up (a mark that does not read back as a time
 * counts as up), with the mark; `inUse` (that user signs in): kept drafts are theirs again, the
 * mark goes.
 */
function settleKeptDrafts(store: Storage, who: string, now: number, inUse: boolean): void {
  const until = keptUntil(store, who, now);
  const expired = until === undefined || until <= now;
  if (!expired && !inUse) return;
  if (expired) discardOwnerDrafts(who);
  store.removeItem(`${KEPT_PREFIX}${who}`);
}

/** Deletes every user's kept drafts whose time is up, with their marks: run at start, once every slice is registered. */
export function dropExpiredDrafts(now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) {
      if (key.startsWith(KEPT_PREFIX) && key !== `${KEPT_PREFIX}${owner}`) settleKeptDrafts(store, key.slice(KEPT_PREFIX.length), now, false);
    }
  } catch {
    // Storage refused: nothing kept to expire.
  }
}

/** The user who signs in: their kept drafts, if expired, go before they are read; else they are in use again. */
function settleOwnerDrafts(who: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(`${KEPT_PREFIX}${who}`) !== null) settleKeptDrafts(store, who, Date.now(), true);
  } catch {
    // Storage refused: nothing kept.
  }
}

/** Clears the stored state of every slice except those kept (app update: all but the user). */
export function clearPersistedSlices(options: { keep?: string[] } = {}): void {
  const store = storage();
  if (!store) return;
  try {
    const stored = Object.keys(store);
    for (const name of slices.keys()) {
      if (options.keep?.includes(name)) continue;
      store.removeItem(storageKey(name));
      // Every user's copy of a per-user slice.
      for (const key of stored) if (key.startsWith(`${storageKey(name)}:`)) store.removeItem(key);
    }
  } catch {
    // Storage refused: nothing stored to clear.
  }
}

/** Reset user: the session slice back to initial, keeping the last access type. */
export function resetUser(): void {
  const session = slices.get('session');
  if (session) resetSlice(session, ['lastAccessType']);
}
