// The receipt once paid (or once the e-transfer instructions are sent): reference number, date,
// amount in CAD, policies, how it was paid (the card or account by its last 4 digits only) and the
// payer; printable on its own (payments.css @media print).
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { masked } from './payment-steps.ts';
import { paymentsState } from './payment-state.ts';
import { brandMessages, receiptMessages as m, receiptValueMessages as mv } from './payments-messages.ts';
import { formatMoney } from '../../i18n/money.ts';
import { formatLongDate } from '../../i18n/long-date.ts';

export function PaymentReceiptView() {
  const intl = useIntl();
  const { receipt } = useSnapshot(paymentsState);
  if (!receipt) return null;
  const amount = formatMoney(intl, receipt.amount);
  const number = masked(receipt.last4);
  const method =
    receipt.type === 'card'
      ? intl.formatMessage(mv.cardMethod, { brand: receipt.brand ? intl.formatMessage(brandMessages[receipt.brand]) : intl.formatMessage(m.genericCard), number })
      : receipt.type === 'bank'
        ? intl.formatMessage(mv.bankMethod, { number })
        : intl.formatMessage(mv.eTransferMethod, { email: receipt.eTransferEmail ?? '' });
  return (
    <section className="payment-receipt" aria-labelledby="payment-receipt-title">
      <h3 id="payment-receipt-title">{intl.formatMessage(receipt.type === 'eTransfer' ? m.eTransferTitle : m.title)}</h3>
      <dl>
        <div>
          <dt>{intl.formatMessage(m.reference)}</dt>
          <dd className="receipt-reference">{receipt.reference}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.date)}</dt>
          <dd>{formatLongDate(intl, new Date(receipt.at), { dateStyle: 'long', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.amount)}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.policies)}</dt>
          <dd>
            <ul>
              {receipt.policies.map((policy) => (
                <li key={policy.policyNumber}>{policy.insuranceCompany ? `${policy.policyNumber} · ${policy.insuranceCompany}` : policy.policyNumber}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(receipt.type === 'eTransfer' ? m.eTransferHow : m.method)}</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.payer)}</dt>
          <dd>{`${receipt.payerName} (${receipt.payerEmail})`}</dd>
        </div>
      </dl>
      <button type="button" className="button receipt-print" onClick={() => window.print()}>
        {intl.formatMessage(m.print)}
      </button>
    </section>
  );
}
