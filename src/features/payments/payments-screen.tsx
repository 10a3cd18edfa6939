// /payments (docs/product-rules.md#payments, public): the payment options (payments.getPaymentOptions, cached by
// timestamp — CACHE_MAX_AGE.paymentOptions; the timestamp resets when a run starts or fails), then
// the payment flow (a visitor types a policy number: the options list no account's policies for
// them); with nothing to pay, the brokerage's customNoPaymentOptionsLabel or our text.
// Leaving the screen forgets the card number and CVC; a visitor's confirmation belongs to the visit
// that sent it (docs/product-rules.md#payment-visitors).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useCall } from '../../state/use-call.ts';
import { paymentOptionsCall } from './payment-calls.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { FormFlow } from '../../flow/form-flow.tsx';
import { flowSubmitState } from '../../flow/flow-submit.ts';
import { resetRequest } from '../../state/request-cycle.ts';
import { forgetCardSecrets } from './card-memory.ts';
import { paymentFlow } from './payment-flow.tsx';
import { paymentsState } from './payment-state.ts';
import { hasPaymentOptions } from './payment-steps.ts';
import { paymentsMessages as m, paymentsValueMessages as mv } from './payments-messages.ts';
import { paymentsRouteMessages } from './payments-route-messages.ts';
import './payments.css';

export default function PaymentsScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const options = useCall(...paymentOptionsCall.args);
  useEffect(() => () => forgetCardSecrets(), []);
  // Arriving here again, a visitor (maybe someone else) is never shown the last visitor's receipt.
  useEffect(() => {
    const { submit } = flowSubmitState(paymentFlow.id);
    if (sessionState.user === null && !submit.inProgress) resetRequest(submit);
  }, []);
  const { checking } = useSnapshot(paymentsState);
  const label = options.data?.customNoPaymentOptionsLabel?.trim();
  return (
    <section className="screen payments">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(paymentsRouteMessages.title)}</h1>
      <RequestStatus
        call={options}
        loadingText={intl.formatMessage(m.loading)}
        errorText={intl.formatMessage(m.loadError)}
        isEmpty={(data) => !hasPaymentOptions(data as never, user !== null)}
        emptyText={label || intl.formatMessage(mv.noOptions, { broker: runtime?.brokerLabel ?? 'myBroker' })}
      >
        {() => <FormFlow flow={paymentFlow} />}
      </RequestStatus>
      {/* A lost answer: nothing is said of the payment until the server has been asked again. */}
      {checking && <p role="status" className="payment-checking">{intl.formatMessage(m.checking)}</p>}
    </section>
  );
}
