// The app keeps the contract from its side too: an answer that does not match its call's response
// schema (schemas/api/) is a failed call, so the screen shows its error state with Retry instead
// of rendering half a shape. The precompiled validators are one lazily loaded chunk, fetched
// alongside the first call; when it cannot load (offline before it was cached) answers pass unchecked.
import type { ValidateFunction } from 'ajv';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error.ts';
import type { CallName } from './call-table.ts';

type Validators = Record<CallName, ValidateFunction>;

let loading: Promise<Validators | undefined> | undefined;

/** Starts loading the validators (once); resolves to undefined when they cannot load. */
export function responseValidators(): Promise<Validators | undefined> {
  loading ??= import('./generated/api-response-validators.js').then(
    (module) => module.byCall,
    () => {
      loading = undefined; // try again on a later call
      return undefined;
    },
  );
  return loading;
}

/** The error of an off-contract answer: a failed call to the screens, with the place of the problem. */
function offContractError(name: CallName, pointer: string, answer: unknown): ApiError {
  return new ApiError({ message: GENERIC_ERROR_MESSAGE, code: 502, status: 200, severity: 'high', kind: 'contract', payload: { call: name, pointer, answer } });
}

/** The answer when it keeps the contract of call `name`; throws offContractError otherwise. */
export async function checkedAnswer<T>(name: CallName, answer: T, validators: Validators | undefined): Promise<T> {
  const validate = validators?.[name];
  if (!validate || validate(answer)) return answer;
  throw offContractError(name, validate.errors?.[0]?.instancePath ?? '', answer);
}
