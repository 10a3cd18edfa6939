// /auth/login: e-mail → PIN sent by e-mail → PIN → terms of service → signed in (docs/product-rules.md#routes, docs/product-rules.md#validation-texts, docs/product-rules.md#login-errors).
// Each step is the login form (schemas/forms/login.schema.json) showing one of its fields, so the
// rules, labels and messages are the schema's and the form catalogues', in one place; the data of
// all three is kept here across the steps, and the step with its e-mail in the login slice
// (login-state.ts), so a reload on the PIN step stays there (docs/product-rules.md#session).
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { LoginError, requestPin, verifyPin } from '../../session/login.ts';
import { kioskUserToken as heldKioskUserToken } from '../../session/kiosk-link.ts';
import { takeReturnPath } from '../../session/return-path.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { formTextMessages } from '../../../renderers/form-messages.ts';
import { FieldTemplate, type FirstPaintFieldProps } from '../../../renderers/templates/field-template.tsx';
import { loginMessages as m, loginValueMessages } from './login-messages.ts';
import { forgetLoginPlace, loginState, rememberLoginPlace } from './login-state.ts';
import { useLogoutReason } from '../../ui/logout-reason.tsx';
import { logoutReasonValueMessages } from '../../ui/logout-reason-messages.ts';
import { sessionState } from '../../state/session-state.ts';
import './login.css';
import { safeUrl } from '../../paths/safe-url.ts';
import { FirstPaintSchemaForm } from '../../flow/first-paint-schema-form.tsx';
import { LOGIN_FIRST_PAINT, LOGIN_FORM } from './login-form.ts';
import { busyButton } from '../../../renderers/busy-button.ts';
import { formatLongDate } from '../../i18n/long-date.ts';

type Step = 'email' | 'pin' | 'terms';

/** The login form's data while it is filled in (schemas/forms/login.schema.json). */
interface LoginData {
  email?: string;
  pin?: string;
  terms?: boolean;
}

const FIELDS: Record<Step, readonly string[]> = { email: ['email'], pin: ['pin'], terms: ['terms'] };
const TITLES: Record<Step, MessageDescriptor> = { email: m.emailStepTitle, pin: m.pinStepTitle, terms: m.termsStepTitle };
/**
 * Each step asks for one field, and each is needed: no required mark (' *') beside the label, as
 * on the login screen before, so the label reads exactly as the schema's title (the browser tests'
 * sign-in helper finds the PIN field by its exact label). The input keeps its `required`.
 */
function UnmarkedField(props: FirstPaintFieldProps) {
  return <FieldTemplate {...props} required={false} />;
}
/** The schema's description is of the whole form: each step has its own heading and intro. */
const STEP_UI = {
  'ui:description': '',
  ...Object.fromEntries(Object.values(FIELDS).flat().map((field) => [field, { 'ui:FieldTemplate': UnmarkedField }])),
};

export default function LoginScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  // Taken out of the address at start-up (src/session/kiosk-link.ts): never read from the url here.
  const [kioskUserToken] = useState(heldKioskUserToken);
  const { runtime } = useSnapshot(runtimeState);
  const logoutReason = useLogoutReason();
  const { keptDraftsUntil } = useSnapshot(sessionState);
  // When the screen opened: kept drafts past their time by then are not announced.
  const [openedAt] = useState(Date.now);
  // Where a reload left the visitor: the PIN step keeps the e-mail the PIN was sent to.
  const [step, setStep] = useState<Step>(() => (loginState.step === 'pin' && loginState.email ? 'pin' : 'email'));
  const [data, setData] = useState<LoginData>(() => (loginState.email ? { email: loginState.email } : {}));
  const [formError, setFormError] = useState<MessageDescriptor | undefined>();
  const [busy, setBusy] = useState(false);
  // On arrival after a navigation (the header's Login, a private page sent here) as on every screen.
  const heading = useFocusHeading();
  const focusedStep = useRef<Step>(step);

  // Focus follows the step, so keyboard and screen-reader users land on the new question.
  useLayoutEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    heading.current?.focus();
  }, [step]);

  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

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

  // The form calls these only once the step's field is valid.
  const submit: Record<Step, (values: LoginData) => void> = {
    email: (values) =>
      void run(async () => {
        await requestPin(values.email ?? '');
        setData({ ...values, pin: undefined });
        setStep('pin');
        rememberLoginPlace('pin', values.email ?? '');
      }),
    pin: () => {
      setFormError(undefined);
      setStep('terms');
    },
    terms: (values) =>
      void run(async () => {
        // Forgotten before the PIN is checked: signing in must leave nothing of the visitor's login behind.
        forgetLoginPlace();
        try {
          await verifyPin(values.email ?? '', values.pin ?? '', kioskUserToken);
        } catch (error) {
          // A wrong PIN is fixed on the PIN step: go back there with the message.
          setStep('pin');
          rememberLoginPlace('pin', values.email ?? '');
          throw error;
        }
        navigate(takeReturnPath() ?? '/', { replace: true });
      }),
  };

  const back = (to: Step) => () => {
    setFormError(undefined);
    setStep(to);
    if (to === 'email') rememberLoginPlace('email', data.email ?? '');
  };

  const busyLabel = busy ? t(m.working) : undefined;

  return (
    <section className="screen login-screen">
      <h1 ref={heading} tabIndex={-1}>{t(TITLES[step])}</h1>
      {logoutReason && (
        <p className="login-logged-out" role="status">
          {logoutReason}
          {/* The drafts that logout kept, and until when (docs/product-rules.md#kept-drafts). */}
          {keptDraftsUntil !== null && keptDraftsUntil > openedAt && ` ${intl.formatMessage(logoutReasonValueMessages.keptDrafts, { until: formatLongDate(intl, keptDraftsUntil, { dateStyle: 'long', timeStyle: 'short' }) })}`}
        </p>
      )}
      {kioskUserToken && <p className="login-kiosk">{t(m.kioskNotice)}</p>}
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      {step === 'email' && <p>{t(m.emailIntro)}</p>}
      {step === 'pin' && data.email && <p>{intl.formatMessage(loginValueMessages.pinSent, { email: data.email })}</p>}
      {step === 'terms' && safeUrl(runtime?.termsLink) && (
        <p>
          <a href={safeUrl(runtime?.termsLink)} target="_blank" rel="noopener noreferrer">{t(m.termsLink)}</a>
        </p>
      )}
      <Suspense fallback={<p role="status" className="form-loading">{t(formTextMessages.loading)}</p>}>
        <FirstPaintSchemaForm
          key={step}
          schemaId={LOGIN_FORM}
          firstPaint={LOGIN_FIRST_PAINT}
          fields={FIELDS[step]}
          uiSchema={STEP_UI}
          data={data}
          onChange={(values: object) => setData(values as LoginData)}
          onSubmit={(values: object) => submit[step](values as LoginData)}
        >
          <div className="login-actions">
            {step === 'email' && (
              <button type="submit" className="button primary" {...busyButton(busy)}>{busyLabel ?? t(m.sendPin)}</button>
            )}
            {step === 'pin' && (
              <>
                <button type="submit" className="button primary">{t(m.next)}</button>
                <button type="button" className="button" onClick={back('email')}>{t(m.changeEmail)}</button>
                <button type="button" className="button link-button" {...busyButton(busy)} onClick={() => void run(() => requestPin(data.email ?? ''))}>{t(m.resend)}</button>
              </>
            )}
            {step === 'terms' && (
              <>
                <button type="submit" className="button primary" {...busyButton(busy)}>{busyLabel ?? t(m.signIn)}</button>
                <button type="button" className="button" onClick={back('pin')}>{t(m.back)}</button>
              </>
            )}
          </div>
        </FirstPaintSchemaForm>
      </Suspense>
    </section>
  );
}
