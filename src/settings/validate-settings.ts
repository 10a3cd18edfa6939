// Validation with repair: every invalid part of the settings falls back to its default (or is
// dropped when it has none) and is reported as `{ pointer, message }`, so the app keeps running
// on whatever was valid. Unknown keys are dropped and reported as warnings.
import type { ErrorObject } from 'ajv';
import { Settings as validateSettingsSchema } from '../generated/settings.validator.js';
import type { Settings, SettingsIssue } from './settings-types.ts';
import { isPlainObject } from './merge-settings.ts';
import { compactArrays, getAt, joinPointer, removeAt, setAt } from '../api/json-pointer.ts';

interface ValidationResult {
  settings: Settings;
  errors: SettingsIssue[];
  warnings: SettingsIssue[];
}

const MAX_PASSES = 20;
const UNKNOWN_KEY = 'is not a known setting';

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'pattern' && error.schemaPath.includes('/definitions/color/')) return 'must be a colour as #rgb, #rrggbb or #rrggbbaa';
  if (error.keyword === 'additionalProperties') return UNKNOWN_KEY;
  if (error.keyword === 'propertyNames' || typeof error.propertyName === 'string') return 'is not a valid name';
  return error.message ?? `fails ${error.keyword}`;
}

/** Where the problem is: the missing or unknown property itself rather than its parent. */
function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return joinPointer(error.instancePath, params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return joinPointer(error.instancePath, params.additionalProperty);
  }
  if (error.keyword === 'propertyNames' && typeof params.propertyName === 'string') {
    return joinPointer(error.instancePath, params.propertyName);
  }
  // Errors raised inside `propertyNames` carry the offending key on the error itself.
  if (typeof error.propertyName === 'string') return joinPointer(error.instancePath, error.propertyName);
  return error.instancePath;
}

function isWarning(error: ErrorObject): boolean {
  return error.keyword === 'additionalProperties';
}

const MENU_ORDER = /^\/featuresAndOptions\/(\d+)\/order$/;
/** Where a menu entry leads: refused, the entry is left out whole (it would otherwise lead to '/'). */
const MENU_LINK = /^(\/featuresAndOptions\/\d+)\/(?:url|externalUrl)$/;
export const MENU_ENTRY_LEFT_OUT = 'the menu entry is left out';

/**
 * A menu entry whose `order` is wrong keeps its place in the file: it takes the order of the
 * nearest ordered entry before it (ties keep file order), or the lowest order when none precedes.
 */
function placeOrder(doc: unknown, pointer: string): number | undefined {
  const match = MENU_ORDER.exec(pointer);
  const entries = isPlainObject(doc) ? doc.featuresAndOptions : undefined;
  if (!match || !Array.isArray(entries)) return undefined;
  const orderOf = (entry: unknown): number | undefined => (isPlainObject(entry) && typeof entry.order === 'number' && Number.isFinite(entry.order) ? entry.order : undefined);
  for (let i = Number(match[1]) - 1; i >= 0; i -= 1) {
    const order = orderOf(entries[i]);
    if (order !== undefined) return order;
  }
  const orders = entries.map(orderOf).filter((o): o is number => o !== undefined);
  return orders.length > 0 ? Math.min(...orders) : undefined;
}

function push(list: SettingsIssue[], issue: SettingsIssue): void {
  if (!list.some((i) => i.pointer === issue.pointer && i.message === issue.message)) list.push(issue);
}

/**
 * "__proto__" is never a setting, at any depth, even where the schema allows any key (a map):
 * removed and named like an unknown key, so nothing after validation can meet it as a key that
 * changes a prototype. Iterative: the document may be nested deep (check-config reads it as is).
 */
function removePrototypeKeys(doc: unknown, warnings: SettingsIssue[]): void {
  const stack: Array<{ node: unknown; pointer: string }> = [{ node: doc, pointer: '' }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop() as { node: unknown; pointer: string };
    if (typeof node !== 'object' || node === null) continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) {
      delete (node as Record<string, unknown>)['__proto__'];
      push(warnings, { pointer: joinPointer(pointer, '__proto__'), message: UNKNOWN_KEY });
    }
    for (const [key, child] of Object.entries(node)) stack.push({ node: child, pointer: joinPointer(pointer, key) });
  }
}

/**
 * Validates settings against schemas/settings.schema.json (precompiled, CSP-safe) and repairs
 * them from `fallback`. Never throws; `settings` always validates.
 */
export function validateSettings(input: unknown, fallback: Settings): ValidationResult {
  const errors: SettingsIssue[] = [];
  const warnings: SettingsIssue[] = [];
  if (!isPlainObject(input)) {
    errors.push({ pointer: '', message: 'settings must be a JSON object' });
    return { settings: structuredClone(fallback), errors, warnings };
  }
  let doc: unknown = structuredClone(input);
  removePrototypeKeys(doc, warnings);
  const repaired = new Set<string>();

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    if (validateSettingsSchema(doc)) return { settings: doc as Settings, errors, warnings };
    const found = validateSettingsSchema.errors ?? [];
    // Several errors can name one location (a key's pattern and its propertyNames): handled once.
    const handled = new Set<string>();
    for (const error of found) {
      if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
      const pointer = pointerOf(error);
      const menuEntry = MENU_LINK.exec(pointer)?.[1];
      push(isWarning(error) ? warnings : errors, { pointer, message: menuEntry ? `${describe(error)}; ${MENU_ENTRY_LEFT_OUT}` : describe(error) });
      if (handled.has(pointer)) continue;
      handled.add(pointer);
      if (pointer === '') return { settings: structuredClone(fallback), errors, warnings };
      if (menuEntry) {
        removeAt(doc, menuEntry);
        continue;
      }
      const place = repaired.has(pointer) ? undefined : placeOrder(doc, pointer);
      if (place !== undefined) {
        repaired.add(pointer);
        setAt(doc, pointer, place);
        continue;
      }
      const byDefault = getAt(fallback, pointer);
      // A default is tried once; if the location still fails it is removed.
      if (byDefault.found && !repaired.has(pointer) && error.keyword !== 'additionalProperties') {
        repaired.add(pointer);
        setAt(doc, pointer, structuredClone(byDefault.value));
      } else if (!removeAt(doc, pointer)) {
        removeAt(doc, error.instancePath);
      }
    }
    doc = compactArrays(doc);
  }
  errors.push({ pointer: '', message: 'settings could not be repaired; defaults used' });
  return { settings: structuredClone(fallback), errors, warnings };
}
