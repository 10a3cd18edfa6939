import { describe, expect, it } from 'vitest';
import { settledPromise } from './settled-promise.ts';

describe('settledPromise', () => {
  it('is marked fulfilled with its value once it fulfils, not before', async () => {
    let resolve: (value: number) => void = () => undefined;
    const promise = settledPromise(new Promise<number>((r) => (resolve = r)));
    expect(promise.status).toBeUndefined();
    resolve(7);
    await promise;
    await Promise.resolve();
    expect(promise).toMatchObject({ status: 'fulfilled', value: 7 });
  });

  it('is marked at once when the value is known', () => {
    const promise = settledPromise(Promise.resolve('x'), 'x');
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'x' });
  });

  it('stays unmarked when it rejects', async () => {
    const promise = settledPromise(Promise.reject(new Error('no')));
    await expect(promise).rejects.toThrow('no');
    expect(promise.status).toBeUndefined();
  });
});
