// The e-transfer step's instructions (docs/product-rules.md#payments eTransferEmail, eTransferSecret): where to send
// the e-Transfer and the security answer to use, each with a copy button whose outcome is said in
// a status; the form below confirms the answer and the flow e-mails the instructions.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { paymentDraft, paymentsState } from './payment-state.ts';
import { policiesAnswer } from './payment-steps.ts';
import { eTransferMessages as m, eTransferValueMessages as mv } from './payments-messages.ts';
import { formatMoney } from '../../i18n/money.ts';

type Copied = 'email' | 'answer' | 'failed' | null;

async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ETransferInstructions() {
  const intl = useIntl();
  const { options } = useSnapshot(paymentsState);
  const { steps } = useSnapshot(paymentDraft);
  const [copied, setCopied] = useState<Copied>(null);
  const data = options.data;
  if (!data) return null;
  const amount = policiesAnswer(steps).amount;
  const shownAmount = typeof amount === 'number' ? formatMoney(intl, amount) : intl.formatMessage(m.theAmount);
  const copyThen = async (text: string, what: 'email' | 'answer') => setCopied((await copy(text)) ? what : 'failed');
  return (
    <section className="e-transfer-instructions" aria-labelledby="e-transfer-title">
      <h3 id="e-transfer-title">{intl.formatMessage(m.title)}</h3>
      <ol>
        <li>
          <p>{intl.formatMessage(mv.sendTo, { amount: shownAmount })}</p>
          <p className="copy-row">
            <code className="copy-value">{data.eTransferEmail}</code>
            <button type="button" className="button" onClick={() => void copyThen(data.eTransferEmail, 'email')}>
              {intl.formatMessage(m.copyEmail)}
            </button>
          </p>
        </li>
        {data.eTransferSecret && (
          <li>
            <p>{intl.formatMessage(m.answer)}</p>
            <p className="copy-row">
              <code className="copy-value">{data.eTransferSecret}</code>
              <button type="button" className="button" onClick={() => void copyThen(data.eTransferSecret, 'answer')}>
                {intl.formatMessage(m.copyAnswer)}
              </button>
            </p>
          </li>
        )}
        <li>
          <p>{intl.formatMessage(m.confirm)}</p>
        </li>
      </ol>
      <p role="status" className="copy-status">
        {copied === 'email' && intl.formatMessage(m.emailCopied)}
        {copied === 'answer' && intl.formatMessage(m.answerCopied)}
        {copied === 'failed' && intl.formatMessage(m.copyFailed)}
      </p>
    </section>
  );
}
