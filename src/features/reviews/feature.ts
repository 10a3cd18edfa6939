import { defineFeature } from '../define-feature.ts';
import { initialReviewState, reviewState } from '../../ui/review/review-state.ts';
import { reviewNavigationRules } from './review-navigation.ts';

// Reviews (docs/product-rules.md#reviews): no screen of their own — the rating prompt (src/ui/review) is shown by the
// claim flow once a claim is sent and by the payment receipt. This declares its slice (memory
// only, docs/product-rules.md#persistence) and its navigation rule (reset on navigation, docs/product-rules.md#navigation-resets).
export const feature = defineFeature({
  name: 'reviews',
  routes: [],
  slices: [{ name: 'review', state: reviewState, initial: initialReviewState(), persist: false }],
  navigation: reviewNavigationRules,
});
