// What a person gave of a step's answer, as a submit call takes it: fields left empty (undefined,
// null or a blank text) are not sent, so no call ever receives an invented or empty value.

function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The given fields of `value` among `keys`; every given field when no keys are named. */
export function givenFields<T extends object, K extends keyof T>(value: T | undefined, keys: readonly K[]): Partial<Pick<T, K>>;
export function givenFields<T extends object>(value: T | undefined): Partial<T>;
export function givenFields<T extends object>(value: T | undefined, keys?: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  if (!value) return out;
  for (const key of keys ?? (Object.keys(value) as (keyof T)[])) {
    if (isGiven(value[key])) out[key] = value[key];
  }
  return out;
}
