import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { isEmptyAnswer } from '../../flow/flow-answers.ts';
import { paymentsRouteMessages as m } from './payments-route-messages.ts';
import { PAYMENT_SLICES, paymentNavigationRules } from './payment-navigation.ts';
import { initialPaymentChecks, initialPaymentDraft, initialPaymentsState, paymentChecks, paymentDraft, paymentsState, type PaymentChecks, type PaymentDraft } from './payment-state.ts';

// Payments (docs/product-rules.md#payments: public; docs/product-rules.md#payments): the payment flow on /payments.
export const feature = defineFeature({
  name: 'payments',
  key: 'payments',
  routes: [
    {
      path: PATHS.payments, feature: 'payments', access: 'public', title: m.title, screen: lazyScreen(() => import('./payments-screen.tsx'), PAYMENT_SLICES),
      // The options leave as the route is entered (src/state/entered-call.ts).
      enter: () => import('./payment-calls.ts').then((calls) => calls.enterPayments()),
    },
  ],
  menu: { icon: 'Payments', defaultEntry: { order: 4, name: m.menuName, description: m.menuDescription } },
  slices: [
    {
      // The draft (never the card number nor the CVC) belongs to the signed-in user (a visitor's
      // draft under its own key). Checked when read against
      // schemas/state/payment.schema.json (which refuses a card step holding card data), whose
      // validator loads with the payments screen.
      name: 'payment',
      state: paymentDraft,
      initial: initialPaymentDraft(),
      persist: true,
      schema: { load: () => import('../../generated/state/payment.validator.js').then((v) => v.StoredPaymentState) },
      perUser: true,
      // Visitors can pay (public route): their half-filled payment survives a reload too.
      visitors: true,
      hasContent: (state) => Object.values((state as PaymentDraft).steps).some((step) => !isEmptyAnswer(step.value)),
      unsent: (state) => (Object.values((state as PaymentDraft).steps).some((step) => !isEmptyAnswer(step.value)) ? [{ kind: 'payment', count: 1 }] : []),
    },
    {
      // The payments whose outcome is unknown, until the server answers them (payment-checks.ts):
      // the user's, read again by every tab when another writes them, so no tab pays them again;
      // a visitor's stay in the tab with the visitor's draft. Checked against
      // schemas/state/payment-checks.schema.json (no card number, CVC or account number).
      name: 'paymentChecks',
      state: paymentChecks,
      initial: initialPaymentChecks(),
      persist: true,
      schema: { load: () => import('../../generated/state/payment-checks.validator.js').then((v) => v.StoredPaymentChecksState) },
      perUser: true,
      visitors: true,
      syncTabs: true,
      unsent: (state) => [{ kind: 'payment', count: (state as PaymentChecks).unconfirmed.length }],
    },
    // The calls' states and the last receipt: memory only (the options' cache starts stale).
    { name: 'payments', state: paymentsState, initial: initialPaymentsState(), persist: false },
  ],
  // A visitor's payment is forgotten once they leave /payments (payment-navigation.ts).
  navigation: paymentNavigationRules,
});
