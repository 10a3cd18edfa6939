// The review slice (docs/product-rules.md#reviews, docs/product-rules.md#persistence): the rating being given, its comment and the send's request state.
// Memory only (the one slice never persisted) and reset on navigation (the reviews feature's rule).
// One prompt at a time: the state belongs to the prompt whose subject it names.
import { proxy } from 'valtio';
import { requestState, type RequestState } from '../../state/request-cycle.ts';
import type { CallResponse } from '../../api/call-api.ts';

interface ReviewState {
  /** Which prompt the rest belongs to: `<context>:<reference>`; null before anything is chosen. */
  subject: string | null;
  rating: number | null;
  comment: string;
  send: RequestState<CallResponse<'review.send'>>;
}

export function initialReviewState(): ReviewState {
  return { subject: null, rating: null, comment: '', send: requestState<CallResponse<'review.send'>>() };
}

export const reviewState = proxy<ReviewState>(initialReviewState());

export function resetReview(): void {
  Object.assign(reviewState, initialReviewState());
}

/** Makes the state the given prompt's, starting afresh when it was another's. */
export function claimReview(subject: string): void {
  if (reviewState.subject !== subject) Object.assign(reviewState, { ...initialReviewState(), subject });
}
