// The one rule for "may pass on its own": a call that failed this way may not have reached the
// server, or the server asked to try later, so the same request (with the same idempotency key)
// is worth sending again. The queues that keep work (inventory outbox, chat outbox) wait and
// resend on it; payments keep their attempt key on it. Anything else is an answer to show.
import { ApiError } from './api-error.ts';

/** Statuses that ask to try again later (timeout, too early, too many requests). */
const TRY_LATER = [408, 425, 429];

export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // thrown before an answer: nothing was refused
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  return error.status === 0 || error.status >= 500 || TRY_LATER.includes(error.status);
}

/** Wait before the next try after `attempts` transient failures: 2 s, 4 s, 8 s… up to a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(1, Math.min(attempts, 6)));
}
