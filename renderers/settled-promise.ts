// React's use() reads a thenable's `status` and `value` when they are set, and then does not
// suspend again: a promise marked so renders at once on the next pass.

type SettledPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Marks `promise` settled once it fulfils, or at once when its `value` is already known. */
export function settledPromise<T>(promise: Promise<T>, value?: T): SettledPromise<T> {
  const out = promise as SettledPromise<T>;
  if (value !== undefined) Object.assign(out, { status: 'fulfilled', value });
  else void promise.then((ready) => Object.assign(out, { status: 'fulfilled', value: ready }), () => undefined);
  return out;
}
