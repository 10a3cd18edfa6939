// /auth/login: e-mail → PIN sent by e-mail → PIN → terms of service → signed in (SPEC §2, §5, §8).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { LoginError, requestPin, verifyPin } from '../../session/login.ts';
import { takeReturnPath } from '../../session/return-path.ts';
import { loginMessages as m } from './login-messages.ts';
import { validateEmail, validatePin, validateTerms, PIN_LENGTH, type LoginFieldError } from './login-validation.ts';
import { LoginField } from './login-field.tsx';
import './login.css';

type Step = 'email' | 'pin' | 'terms';

export default function LoginScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const kioskUserToken = new URLSearchParams(useSearch()).get('kioskUserToken') ?? undefined;
  const { runtime } = useSnapshot(runtimeState);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [pin, setPin] = useState('');
  const [terms, setTerms] = useState(false);
  const [fieldError, setFieldError] = useState<LoginFieldError | undefined>();
  const [formError, setFormError] = useState<MessageDescriptor | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Focus follows the step, so keyboard and screen-reader users land on the new question.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const errorText = fieldError ? t(m[fieldError]) : undefined;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFormError(undefined);
    try {
      await action();
    } catch (error) {
      setFormError(error instanceof LoginError ? m[error.key] : m.network);
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setFieldError(problem);
    if (problem) return;
    void run(async () => {
      await requestPin(email.trim());
      setPin('');
      setStep('pin');
    });
  };

  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePin(pin);
    setFieldError(problem);
    setFormError(undefined);
    if (!problem) setStep('terms');
  };

  const submitTerms = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTerms(terms);
    setFieldError(problem);
    if (problem) return;
    void run(async () => {
      try {
        await verifyPin(email.trim(), pin.trim(), kioskUserToken);
      } catch (error) {
        // A wrong PIN is fixed on the PIN step: go back there with the message.
        setStep('pin');
        throw error;
      }
      navigate(takeReturnPath() ?? '/', { replace: true });
    });
  };

  const back = (to: Step) => () => {
    setFieldError(undefined);
    setFormError(undefined);
    setStep(to);
  };

  const titles: Record<Step, MessageDescriptor> = { email: m.emailStepTitle, pin: m.pinStepTitle, terms: m.termsStepTitle };
  const submitLabel = busy ? t(m.working) : undefined;

  return (
    <section className="screen login-screen">
      <h1 ref={heading} tabIndex={-1}>{t(titles[step])}</h1>
      {kioskUserToken && <p className="login-kiosk">{t(m.kioskNotice)}</p>}
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      {step === 'email' && (
        <form onSubmit={submitEmail} noValidate>
          <p>{t(m.emailIntro)}</p>
          <LoginField id="login-email" label={t(m.emailLabel)} type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errorText} autoFocus={!firstRender.current} />
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>{submitLabel ?? t(m.sendPin)}</button>
        </form>
      )}
      {step === 'pin' && (
        <form onSubmit={submitPin} noValidate>
          <LoginField id="login-pin" label={t(m.pinLabel)} hint={t(m.pinHint)} inputMode="numeric" autoComplete="one-time-code" maxLength={PIN_LENGTH + 4} value={pin} onChange={(e) => setPin(e.target.value)} error={errorText} />
          <div className="login-actions">
            <button type="submit" className="button primary">{t(m.next)}</button>
            <button type="button" className="button" onClick={back('email')}>{t(m.changeEmail)}</button>
            <button type="button" className="button link-button" disabled={busy} onClick={() => void run(() => requestPin(email.trim()))}>{t(m.resend)}</button>
          </div>
        </form>
      )}
      {step === 'terms' && (
        <form onSubmit={submitTerms} noValidate>
          {runtime?.termsLink && (
            <p>
              <a href={runtime.termsLink} target="_blank" rel="noopener noreferrer">{t(m.termsLink)}</a>
            </p>
          )}
          <div className="login-consent">
            <input id="login-terms" type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? 'login-terms-error' : undefined} />
            <label htmlFor="login-terms">{t(m.termsAccept)}</label>
          </div>
          {fieldError && <p className="field-error" id="login-terms-error" role="alert">{errorText}</p>}
          <div className="login-actions">
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>{submitLabel ?? t(m.signIn)}</button>
            <button type="button" className="button" onClick={back('pin')}>{t(m.back)}</button>
          </div>
        </form>
      )}
    </section>
  );
}
