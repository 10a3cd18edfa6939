// The app keeps the contract from its side too: an answer that does not match its call's response
// schema (schemas/api/) is a failed call, so the screen shows its error state with Retry instead
// of rendering half a shape. Each call's precompiled validator is a chunk of its own, fetched
// alongside the call; when it cannot load (offline before it was cached) answers pass unchecked.
import type { ValidateFunction } from 'ajv';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error.ts';
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

/** The answer when it keeps the contract of call `name`; throws offContractError otherwise. */
export async function checkedAnswer<T>(name: CallName, answer: T, validate: ValidateFunction | undefined): Promise<T> {
  if (!validate || validate(answer)) return answer;
  throw offContractError(name, validate.errors?.[0]?.instancePath ?? '', answer);
}
