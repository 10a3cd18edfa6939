// docs/product-rules.md#navigation-resets: review state resets on navigation. A rating belongs to the screen that asked for it
// (a sent claim, a payment's receipt): arriving at any other path clears it.
import type { NavigationRule } from '../../routes/navigation-rules.ts';
import { resetReview, reviewState } from '../../ui/review/review-state.ts';

export const reviewNavigationRules: NavigationRule[] = [
  {
    name: 'review',
    keeps: () => false,
    clear: () => {
      if (reviewState.subject !== null) resetReview();
    },
  },
];
