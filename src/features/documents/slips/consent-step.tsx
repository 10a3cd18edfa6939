// The consent screen before the first slip: the terms, one box that must be ticked, and the answer
// saved with POST /me (consent-flow.ts). A user who consented never sees it.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { genericErrorMessages } from '../../../../renderers/form-error-messages.ts';
import { runtimeState } from '../../../state/runtime-state.ts';
import { sessionState } from '../../../state/session-state.ts';
import { consentMessages as m, consentValueMessages as mv } from './consent-messages.ts';
import { currentCountry } from '../../../i18n/country.ts';
import { consentStep, giveSlipConsent, slipRequests } from './consent-flow.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { failureText } from '../../../ui/failure-reason.ts';

export function SlipConsent() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const { consent } = useSnapshot(slipRequests);
  const step = consentStep(user, consent);
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), box: useId(), error: useId() };
  if (step === 'given') return null;
  const missing = tried && !accepted;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!accepted) {
      box.current?.focus();
      return;
    }
    void giveSlipConsent(runtime?.mode ?? 'direct');
  };

  return (
    <section className="slip-consent" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{intl.formatMessage(genericErrorMessages.const)}</h2>
      <p>{intl.formatMessage(m.intro)}</p>
      <ul className="slip-consent-terms">
        <li>{intl.formatMessage(m.copy)}</li>
        <li>{intl.formatMessage(mv.electronic, { country: currentCountry() })}</li>
        <li>{intl.formatMessage(m.phone)}</li>
        <li>{intl.formatMessage(m.device)}</li>
      </ul>
      {step === 'failed' && (
        <div className="inline-error" role="alert">
          <p>
            {failureText(intl, intl.formatMessage(m.error), consent.message)}
          </p>
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <div className="slip-consent-box">
          <input
            ref={box}
            id={ids.box}
            type="checkbox"
            checked={accepted}
            required
            aria-invalid={missing}
            aria-describedby={missing ? ids.error : undefined}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <label htmlFor={ids.box}>{intl.formatMessage(m.accept)}</label>
        </div>
        {missing && (
          <p id={ids.error} className="slip-field-error" role="alert">
            {intl.formatMessage(genericErrorMessages.const)}
          </p>
        )}
        <SubmitButton busy={step === 'sending'}>{intl.formatMessage(step === 'sending' ? m.sending : m.submit)}</SubmitButton>
      </form>
    </section>
  );
}
