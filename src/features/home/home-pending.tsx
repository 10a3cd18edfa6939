// What is waiting for the user on the start page: a claim draft, the payment due soonest (signed in:
// the payment options, read afresh on each visit; a failure shows nothing), a half-filled payment,
// slips saved on this device (src/features/pending-work.ts), each with the link that takes it up
// again. Only for features the brokerage has on.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatMoney } from '../../i18n/money.ts';
import { PATHS, withQuery } from '../../paths/paths.ts';
import type { Runtime } from '../../settings/runtime.ts';
import { usePendingWork } from '../pending-work.ts';
import { useCall } from '../../state/use-call.ts';
import { requestState } from '../../state/request-cycle.ts';
import { homeState, nextPaymentDue } from './home-state.ts';
import { homeStartMessages as m, homeStartValueMessages as v } from './home-start-messages.ts';
import { formatLongDate } from '../../i18n/long-date.ts';

/** How many saved slips the start page lists. */
const SLIPS_SHOWN = 3;

export function HomePending({ runtime, signedIn }: { runtime: Runtime; signedIn: boolean }) {
  const intl = useIntl();
  const pending = usePendingWork();
  const payments = runtime.features.payments === true;
  const options = useCall(homeState, 'paymentOptions', 'payments.getPaymentOptions', {}, { enabled: signedIn && payments });
  // Never another user's: forgotten when the page is left or the user changes.
  useEffect(() => () => void (homeState.paymentOptions = requestState()), [signedIn]);
  const due = signedIn && payments ? nextPaymentDue(options.data?.policies) : undefined;
  const items: { key: string; text: string; link: string; href: string }[] = [];
  if (runtime.features.reportClaim && pending.claimDraft) {
    items.push({ key: 'claim', text: intl.formatMessage(m.claimDraft), link: intl.formatMessage(m.claimContinue), href: PATHS.claimForm });
  }
  if (due) {
    const values = {
      amount: formatMoney(intl, due.amountDue),
      date: formatLongDate(intl, `${due.dueDate}T12:00:00`, { dateStyle: 'long' }),
      policyNumber: due.policyNumber,
    };
    items.push({ key: 'due', text: intl.formatMessage(v.paymentDue, values), link: intl.formatMessage(m.payNow), href: PATHS.payments });
  }
  if (runtime.features.payments && pending.paymentDraft) {
    items.push({ key: 'payment', text: intl.formatMessage(m.paymentDraft), link: intl.formatMessage(m.paymentContinue), href: PATHS.payments });
  }
  if (runtime.features.documents) {
    for (const slip of pending.savedSlips.slice(0, SLIPS_SHOWN)) {
      const values = { kind: slip.kind, policyNumber: slip.policyNumber ?? 'none' };
      items.push({ key: `slip-${slip.id}`, text: intl.formatMessage(v.savedSlip, values), link: intl.formatMessage(v.openSlip, values), href: withQuery(PATHS.createSlip, { slip: slip.id }) });
    }
  }
  // A visitor with nothing pending sees no section at all; a signed-in user is told nothing waits.
  if (items.length === 0 && !signedIn) return null;
  return (
    <section className="home-pending" aria-labelledby="home-pending-title">
      <h2 id="home-pending-title">{intl.formatMessage(m.pendingTitle)}</h2>
      {items.length === 0 ? (
        <p className="home-pending-none">{intl.formatMessage(m.nothingPending)}</p>
      ) : (
        <ul className="home-pending-list">
          {items.map((item) => (
            <li key={item.key} className="home-pending-item">
              <span>{item.text}</span>
              <Link href={item.href} className="button primary">{item.link}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
