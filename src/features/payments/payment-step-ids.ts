// The payment flow's step ids, alone: the slice (on the first page) needs them, not the step rules.
export const PAYMENT_STEPS = ['policies', 'policyNumber', 'payer', 'type', 'card', 'bank', 'eTransfer'] as const;
export type PaymentStepId = (typeof PAYMENT_STEPS)[number];
