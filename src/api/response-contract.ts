// The app keeps the contract from its side too: an answer that does not match its call's response
// schema (schemas/api/) is repaired where it breaks (answer-repair.ts: the part at fault dropped,
// each pointer logged), so the screen shows the rest rather than half a shape or nothing; only an
// answer whose core is unusable is a failed call, shown with Retry
// (docs/adr/0075-answers-repaired-by-pointer.md). Each call's precompiled validator is a chunk of
// its own, fetched alongside the call; when it cannot load (offline before it was cached) answers
// pass unchecked.
import type { ValidateFunction } from 'ajv';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error.ts';
import type { AnswerRepair } from './answer-repair.ts';
import type { CallName } from './call-table.ts';

const loading = new Map<CallName, Promise<ValidateFunction | undefined>>();
type LoaderMap = typeof import('./generated/api-response-validators.js');
let loaderMap: Promise<LoaderMap> | undefined;

/**
 * The map of loaders is a chunk too (59 dynamic imports and their preload lists), so the first
 * screen's script does not carry it. Start-up loads it beside the settings: a screen's first call
 * then fetches its validator beside its request, not one round trip after it
 * (docs/adr/0063-start-up-work-beside-the-network.md).
 */
export function loadResponseValidatorMap(): Promise<LoaderMap> {
  loaderMap ??= import('./generated/api-response-validators.js').catch((error: unknown) => {
    loaderMap = undefined; // try again on a later call
    throw error;
  });
  return loaderMap;
}

/** Starts loading call `name`'s validator (once, a chunk of its own); undefined when it cannot load. */
export function responseValidator(name: CallName): Promise<ValidateFunction | undefined> {
  let validator = loading.get(name);
  if (!validator) {
    validator = loadResponseValidatorMap()
      .then(({ byCall }) => byCall[name]())
      .then(
        (module) => module.validate,
        () => {
          loading.delete(name); // try again on a later call
          return undefined;
        },
      );
    loading.set(name, validator);
  }
  return validator;
}

/** The error of an off-contract answer: a failed call to the screens, with the place of the problem. */
function offContractError(name: CallName, pointer: string, answer: unknown): ApiError {
  return new ApiError({ message: GENERIC_ERROR_MESSAGE, code: 502, status: 200, severity: 'high', kind: 'contract', payload: { call: name, pointer, answer } });
}

/** The console line of one repair: for the brokerage's developers, who fix the API. */
export function repairLine(name: CallName, repair: AnswerRepair): string {
  const done = repair.action === 'nulled' ? `set ${repair.at} to null` : `dropped ${repair.at || 'the answer'}`;
  return `API answer of ${name} off its contract at ${repair.pointer || '/'} (${repair.keyword}): ${done}`;
}

/**
 * The answer of call `name`, repaired where it breaks the contract (each repair logged with its
 * pointer); throws offContractError when its core is unusable (the root had to go).
 */
export async function checkedAnswer<T>(name: CallName, answer: T, validate: ValidateFunction | undefined): Promise<T> {
  if (!validate || validate(answer)) return answer;
  // Rare (an API off its contract): the repair is a chunk of its own, out of the first page. It
  // comes with the validators' chunks, so whoever has those has it too (offline: precached).
  const { repairAnswer } = await import('./answer-repair.ts');
  const repaired = repairAnswer(answer, validate);
  for (const repair of repaired.repairs) console.warn(repairLine(name, repair));
  if (repaired.ok) return repaired.answer;
  console.warn(`API answer of ${name} unusable: off its contract at ${repaired.pointer || '/'}`);
  throw offContractError(name, repaired.pointer, answer);
}
