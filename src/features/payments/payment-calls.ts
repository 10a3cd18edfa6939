// The payments screen's first call, for its route's entry and its screen alike (src/state/entered-call.ts).
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { CACHE_MAX_AGE } from '../../state/request-cycle.ts';
import { paymentsState } from './payment-state.ts';

export const paymentOptionsCall = callSpec(paymentsState, 'options', 'payments.getPaymentOptions', {}, { maxAge: CACHE_MAX_AGE.paymentOptions });

export const enterPayments = () => enterCalls(paymentOptionsCall);
