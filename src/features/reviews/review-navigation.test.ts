import { beforeEach, describe, expect, it } from 'vitest';
import { rulesClearedAt } from '../../routes/navigation-rules.ts';
import { PATHS } from '../../paths/paths.ts';
import { claimReview, initialReviewState, reviewState } from '../../ui/review/review-state.ts';
import { features } from '../feature-registry.ts';
import { reviewNavigationRules } from './review-navigation.ts';

function arriveAt(path: string): void {
  for (const rule of rulesClearedAt(path, reviewNavigationRules)) rule.clear();
}

describe('review state (docs/product-rules.md#navigation-resets reset on navigation, docs/product-rules.md#persistence not persisted)', () => {
  beforeEach(() => {
    Object.assign(reviewState, initialReviewState());
  });

  it.each([PATHS.home, PATHS.claimForm, PATHS.payments, PATHS.quote, '/no-such-page'])('is cleared on arriving at %s', (path) => {
    claimReview('claim:CLM-1');
    reviewState.rating = 5;
    reviewState.comment = 'Great';
    reviewState.send.success = true;
    arriveAt(path);
    expect(reviewState).toEqual(initialReviewState());
  });

  it('is a memory-only slice of the app, with its rule in the route gate’s list', () => {
    const slice = features.slices.find((s) => s.name === 'review');
    expect(slice?.persist).toBe(false);
    expect(slice?.state).toBe(reviewState);
    expect(features.navigation).toContain(reviewNavigationRules[0]);
  });

  it('starts afresh for another subject, and keeps the state for the same one', () => {
    claimReview('claim:CLM-1');
    reviewState.rating = 2;
    claimReview('claim:CLM-1');
    expect(reviewState.rating).toBe(2);
    claimReview('payment:PAY-9');
    expect(reviewState).toEqual({ ...initialReviewState(), subject: 'payment:PAY-9' });
  });
});
