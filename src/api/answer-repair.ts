// An answer off its call's response schema is repaired where it breaks rather than refused whole
// (docs/adr/0075-answers-repaired-by-pointer.md), one rule for every call, as the settings are
// (docs/adr/0002-repair-by-json-pointer.md): the part at fault is dropped, and what needed it
// follows. Each pass asks the call's precompiled validator (first problem only) where the answer
// breaks:
//  - a field the object does not know (additionalProperties): that field is dropped;
//  - a wrong value: it is dropped; if its object needs it, the next pass says so (required), the
//    field is then tried as null once (a field the contract lets be null, `csr: null`), and when
//    null is refused too, the object is dropped;
//  - a required field missing: the object lacks part of its core and is dropped — an array item
//    leaves its list, an optional object its parent, a required one takes its parent with it.
// The answer's root dropped is an answer with no usable core: the call fails (response-contract.ts).
import type { ErrorObject, ValidateFunction } from 'ajv';
import { getAt, joinPointer, parsePointer } from './json-pointer.ts';

export interface AnswerRepair {
  /** Where the answer broke: the field at fault, or the required one that is missing. */
  pointer: string;
  /** The schema keyword it broke (format, required, additionalProperties…). */
  keyword: string;
  /** What was done: the part at `at` dropped, or set to null. */
  action: 'dropped' | 'nulled';
  at: string;
}

export type RepairedAnswer<T> = { ok: true; answer: T; repairs: AnswerRepair[] } | { ok: false; pointer: string; repairs: AnswerRepair[] };

/** Passes before giving up: each drops a part or sets a dropped field to null once, so a few per fault. */
const MAX_PASSES = 1_000;

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The pointer of a location's parent and its key there; undefined for the root. */
function split(pointer: string): { parent: string; key: string } | undefined {
  const tokens = parsePointer(pointer);
  const key = tokens.pop();
  if (key === undefined) return undefined;
  return { parent: tokens.reduce((path, token) => joinPointer(path, token), ''), key };
}

function containerAt(doc: unknown, pointer: string): Container | undefined {
  const found = getAt(doc, pointer);
  return found.found && isContainer(found.value) ? found.value : undefined;
}

/** The field at fault: the missing or unknown property itself rather than its object. */
function faultOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown };
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return joinPointer(error.instancePath, params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') return joinPointer(error.instancePath, params.additionalProperty);
  return error.instancePath;
}

/**
 * The answer with every part that breaks `validate` dropped (or set to null where the contract
 * takes null), and what was done; not ok when its root had to go. Never throws; the input is not
 * changed.
 */
export function repairAnswer<T>(answer: T, validate: ValidateFunction): RepairedAnswer<T> {
  const repairs: AnswerRepair[] = [];
  if (validate(answer)) return { ok: true, answer, repairs };
  let doc: unknown;
  try {
    doc = structuredClone(answer);
  } catch {
    return { ok: false, pointer: '', repairs };
  }
  // What was tried on a field, by its object (not by pointer: indices move as items leave).
  const tried = new WeakMap<object, Map<string, 'dropped' | 'nulled'>>();
  const mark = (container: Container, key: string, how: 'dropped' | 'nulled') => {
    const marks = tried.get(container) ?? new Map<string, 'dropped' | 'nulled'>();
    marks.set(key, how);
    tried.set(container, marks);
  };
  const triedOn = (pointer: string) => {
    const at = split(pointer);
    const container = at ? containerAt(doc, at.parent) : undefined;
    return at && container ? tried.get(container)?.get(at.key) : undefined;
  };

  // A step that follows from the last one (the field it dropped is required, the null it tried is
  // refused) changes that repair rather than adding one: one repair per fault, with its outcome.
  const record = (pointer: string, keyword: string, action: AnswerRepair['action'], at: string) => {
    const last = repairs.at(-1);
    if (last && last.at === pointer) Object.assign(last, { action, at });
    else repairs.push({ pointer, keyword, action, at });
  };

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    if (validate(doc)) return { ok: true, answer: doc as T, repairs };
    const error = validate.errors?.[0];
    if (!error) return { ok: false, pointer: '', repairs };
    const pointer = faultOf(error);
    let target = pointer;
    if (error.keyword === 'required') {
      // A field dropped for a wrong value, that its object needs: null, once, before the object goes.
      if (triedOn(pointer) === 'dropped') {
        const at = split(pointer) as { parent: string; key: string };
        const container = containerAt(doc, at.parent) as Container;
        (container as Record<string, unknown>)[at.key] = null;
        mark(container, at.key, 'nulled');
        record(pointer, error.keyword, 'nulled', pointer);
        continue;
      }
      target = error.instancePath;
    } else if (error.keyword !== 'additionalProperties' && triedOn(pointer) === 'nulled') {
      // Null refused too: the field is required and unusable, and so is its object.
      target = split(pointer)?.parent ?? '';
    }
    const at = split(target);
    const container = at ? containerAt(doc, at.parent) : undefined;
    if (!at || !container) {
      // The root would go: no repair, and the fault named is the one that led there.
      const cause = repairs.at(-1)?.at === pointer ? (repairs.pop() as AnswerRepair).pointer : pointer;
      return { ok: false, pointer: cause, repairs };
    }
    if (Array.isArray(container)) container.splice(Number(at.key), 1);
    else {
      delete container[at.key];
      mark(container, at.key, 'dropped');
    }
    record(pointer, error.keyword, 'dropped', target);
  }
  return { ok: false, pointer: '', repairs };
}
