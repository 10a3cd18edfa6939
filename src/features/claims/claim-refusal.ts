// Where a refused claim's fault lies (docs/product-rules.md#error-extraction): the server names a
// field of the claim request by JSON pointer (`/damage/type`, `/occurredAt`); each claim kind maps
// its request's fields to the steps they come from, and the review links there.

/** The step (and its form's field, the pointer's next part) of a request field, by a pointer. */
export function stepOfPointer<S extends string>(pointer: string, steps: Readonly<Record<string, S>>): { step: S; field?: string } | undefined {
  const [, top, field] = pointer.split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const step = top !== undefined && Object.hasOwn(steps, top) ? steps[top] : undefined;
  if (!step) return undefined;
  return field ? { step, field } : { step };
}
