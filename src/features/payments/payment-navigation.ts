// A visitor's payment is the visitor's (docs/product-rules.md#payment-visitors): once they leave
// /payments (the unsaved-changes guard asked first when there were answers), their draft and
// their payments whose outcome is unknown are forgotten, shown or held back after a reload, so
// the next person at the device finds nothing of them. A signed-in user's stay theirs. Applied by
// the route gate (src/routes/navigation-rules.ts); light, as every feature's rules are in the first page.
import { PATHS } from '../../paths/paths.ts';
import type { NavigationRule } from '../../routes/navigation-rules.ts';
import { currentOwner, discardVisitorDrafts } from '../../state/persistence.ts';
import { paymentsState } from './payment-state.ts';

/** The payment's slices a visitor's copy is kept in (feature.ts). */
export const PAYMENT_SLICES = ['payment', 'paymentChecks'] as const;

export const paymentNavigationRules: NavigationRule[] = [
  {
    name: 'a visitor’s payment',
    keeps: (path) => path === PATHS.payments,
    clear: () => {
      if (currentOwner() !== null) return;
      discardVisitorDrafts(PAYMENT_SLICES);
      paymentsState.receipt = null;
      paymentsState.failure = null;
    },
  },
];
