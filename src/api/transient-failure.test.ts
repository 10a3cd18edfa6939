import { describe, expect, it } from 'vitest';
import { ApiError, extractApiError, networkError } from './api-error.ts';
import { isTransientFailure, retryDelayMs } from './transient-failure.ts';

const http = (status: number) => extractApiError(status, { data: { error: { message: `HTTP ${status}` } } });

describe('transient failures', () => {
  it('counts a lost connection, a server error and "try later" as passing', () => {
    expect(isTransientFailure(networkError(new TypeError('Failed to fetch')))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 425, 429]) expect(isTransientFailure(http(status)), String(status)).toBe(true);
  });

  it('counts a refusal as an answer, not something to resend', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422]) expect(isTransientFailure(http(status)), String(status)).toBe(false);
    expect(isTransientFailure(new ApiError({ message: 'bad json', code: 400, status: 200, severity: 'high', kind: 'parse' }))).toBe(false);
  });

  it('counts an error thrown before any answer as passing', () => {
    expect(isTransientFailure(new Error('aborted'))).toBe(true);
  });

  it('waits 2 s, 4 s, 8 s… and never more than a minute', () => {
    expect([0, 1, 2, 3, 6, 10].map(retryDelayMs)).toEqual([2000, 2000, 4000, 8000, 60_000, 60_000]);
  });
});
