// The login screen on the fixture backend: every step is the login schema's form, so its rules and
// messages (docs/product-rules.md#validation-texts) are the schema's, and the server's errors (docs/product-rules.md#login-errors) show above it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fixtureServer, resetFixtureBackend } from '../../../fixtures/backend/node.ts';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { FIXTURE_TEST_BASE } from '../../../fixtures/backend/test-session.ts';
import { configureApi } from '../../api/api.ts';
import { setRuntime } from '../../state/runtime-state.ts';
import { buildRuntime } from '../../settings/settings-pipeline.ts';
import { sessionState, initialSessionState } from '../../state/session-state.ts';
import en from '../../generated/i18n/en.json';
import fr from '../../generated/i18n/fr.json';
import { features } from '../feature-registry.ts';
import LoginScreen from './login-screen.tsx';
import { takeKioskUserToken } from '../../session/kiosk-link.ts';
import { forgetLoginPlace, loginState } from './login-state.ts';
import { LOGIN_FIRST_PAINT } from './login-form.ts';

beforeAll(async () => {
  fixtureServer.listen({ onUnhandledRequest: 'error' });
  // As the route does before the screen's first render (lazyScreen): the form's schema, for its first paint.
  await LOGIN_FIRST_PAINT.schema();
});
afterAll(() => fixtureServer.close());

const EMAIL = 'emilie.tremblay@example.ca';

function renderScreen(options: { locale?: 'en' | 'fr'; search?: string } = {}) {
  configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => options.locale ?? 'en', token: () => undefined });
  setRuntime(buildRuntime([{ terms: { link: 'https://example.org/terms' } }], { brokerId: 'maplecrest', mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults }));
  const location = memoryLocation({ path: '/auth/login', searchPath: options.search ?? '', record: true });
  const locale = options.locale ?? 'en';
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LoginScreen />
      </Router>
    </IntlProvider>,
  );
  return location;
}

/** The text of the only error shown at a field. */
async function fieldError(): Promise<string | null> {
  await waitFor(() => expect(document.querySelectorAll('.field-error')).toHaveLength(1));
  return document.querySelector('.field-error')?.textContent ?? null;
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function toPinStep(email = EMAIL) {
  await userEvent.type(await screen.findByLabelText(/E-mail address/), email);
  await click('Send me a PIN');
  return screen.findByLabelText(/PIN code/);
}

async function toTermsStep(pin = '123456') {
  await userEvent.type(await toPinStep(), pin);
  await click('Continue');
  return screen.findByLabelText('I accept the terms of service');
}

describe('LoginScreen', () => {
  beforeEach(() => {
    resetFixtureBackend();
    setFailures([]);
    Object.assign(sessionState, structuredClone(initialSessionState));
    forgetLoginPlace();
  });

  it('asks for the e-mail first, with the schema’s label and the spec’s messages', async () => {
    renderScreen();
    const email = await screen.findByLabelText(/E-mail address/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    // The label is the schema's title as it stands (no required mark), as the sign-in helpers expect.
    expect(screen.getByText('E-mail address').tagName).toBe('LABEL');
    // The other steps' fields are not shown.
    expect(screen.queryByLabelText(/PIN code/)).toBeNull();
    expect(screen.queryByLabelText('I accept the terms of service')).toBeNull();
    await click('Send me a PIN');
    expect(await fieldError()).toBe('Email is required');
    // The form engine's field, which took over from the first paint's (first-paint-form.tsx).
    expect(screen.getByLabelText(/E-mail address/).getAttribute('aria-invalid')).toBe('true');
    // The error summary lists this step's error only.
    const summary = screen.getByRole('alert', { name: /1 problem needs your attention/ });
    expect(summary.textContent).toContain('Email is required');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'abc');
    await click('Send me a PIN');
    expect(await fieldError()).toBe('The input is not valid email');
    expect(screen.queryByLabelText(/PIN code/)).toBeNull();
  });

  it('checks the PIN on its step: required, 6 digits, digits only', async () => {
    renderScreen();
    const pin = await toPinStep();
    expect(document.activeElement?.textContent).toBe('Enter your PIN');
    expect(pin.getAttribute('autocomplete')).toBe('one-time-code');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('PIN code')).toBe(pin);
    await click('Continue');
    expect(await fieldError()).toBe('PIN Code is required!');
    await userEvent.type(pin, '1234567');
    await click('Continue');
    expect(await fieldError()).toBe('PIN Code is too long!');
    await userEvent.clear(pin);
    await userEvent.type(pin, '12a456');
    await click('Continue');
    expect(await fieldError()).toBe('The PIN code has digits only.');
    expect(screen.queryByLabelText('I accept the terms of service')).toBeNull();
  });

  it('refuses a PIN shorter than 6 digits on its step, with its own text, before the terms', async () => {
    renderScreen();
    const pin = await toPinStep();
    await userEvent.type(pin, '12345');
    await click('Continue');
    expect(await fieldError()).toBe('PIN Code is too short!');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText('I accept the terms of service')).toBeNull();
  });

  it('opens on the PIN step with the e-mail a reload left there, and forgets it once the PIN is checked', async () => {
    renderScreen();
    await toPinStep();
    expect({ ...loginState }).toEqual({ step: 'pin', email: EMAIL });
    cleanup();
    // As after a reload: the slice holds the place, the screen starts there.
    renderScreen();
    const pin = await screen.findByLabelText(/PIN code/);
    expect(screen.getByText(`We sent a PIN code to ${EMAIL}.`)).toBeTruthy();
    await userEvent.type(pin, '123456');
    await click('Continue');
    // The terms step reads as the PIN step: the PIN itself is never kept.
    expect({ ...loginState }).toEqual({ step: 'pin', email: EMAIL });
    await userEvent.click(await screen.findByLabelText('I accept the terms of service'));
    await click('Log in');
    await waitFor(() => expect(sessionState.user?.email).toBe(EMAIL));
    expect({ ...loginState }).toEqual({ step: 'email', email: '' });
  });

  it('asks for the terms with their link, then signs in and leaves for the home page', async () => {
    const location = renderScreen();
    const terms = await toTermsStep();
    expect(document.activeElement?.textContent).toBe('Terms of service');
    const link = screen.getByRole('link', { name: 'Read the terms of service' });
    expect(link.getAttribute('href')).toBe('https://example.org/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    await click('Log in');
    expect(await fieldError()).toBe('Please accept Terms of Service!');
    expect(sessionState.user).toBeNull();
    await userEvent.click(terms);
    await click('Log in');
    await waitFor(() => expect(sessionState.user?.email).toBe(EMAIL));
    expect(sessionState.lastAccessType).toBe('login');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('goes back to the PIN step with the server’s message after a wrong PIN, keeping what was entered', async () => {
    renderScreen();
    await userEvent.click(await toTermsStep('654321'));
    await click('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log you in.');
    const pin = await screen.findByLabelText(/PIN code/);
    expect(document.activeElement?.textContent).toBe('Enter your PIN');
    expect(sessionState.user).toBeNull();
    await userEvent.clear(pin);
    await userEvent.type(pin, '123456');
    await click('Continue');
    // The terms stay accepted.
    expect((await screen.findByLabelText('I accept the terms of service') as HTMLInputElement).checked).toBe(true);
    await click('Log in');
    await waitFor(() => expect(sessionState.user?.email).toBe(EMAIL));
  });

  it('moves between the steps with Back and “Use another e-mail address”, and sends a new PIN', async () => {
    renderScreen();
    await toTermsStep();
    await click('Back');
    expect(((await screen.findByLabelText(/PIN code/)) as HTMLInputElement).value).toBe('123456');
    await click('Send a new PIN');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send a new PIN' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    await click('Use another e-mail address');
    expect(((await screen.findByLabelText(/E-mail address/)) as HTMLInputElement).value).toBe(EMAIL);
    expect(document.activeElement?.textContent).toBe('Log in');
  });

  it('stays on the e-mail step with the server’s message when the PIN cannot be sent', async () => {
    setFailures(['/auth/sendPin']);
    renderScreen();
    await userEvent.type(await screen.findByLabelText(/E-mail address/), EMAIL);
    await click('Send me a PIN');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to send email');
    expect(screen.getByLabelText(/E-mail address/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send me a PIN' }) as HTMLButtonElement).disabled).toBe(false);
    setFailures([]);
  });

  it('logs in through a staff link with its token, taken out of the address at start-up', async () => {
    window.history.replaceState(null, '', '/auth/login?kioskUserToken=kiosk-4f2a9c');
    takeKioskUserToken(window);
    expect(window.location.href).not.toContain('kiosk-4f2a9c');
    renderScreen();
    expect(await screen.findByText('You are logging in as this client through a staff link.')).toBeTruthy();
    await userEvent.click(await toTermsStep());
    await click('Log in');
    await waitFor(() => expect(sessionState.lastAccessType).toBe('kioskUser'));
    window.history.replaceState(null, '', '/');
  });

  it('reads no kiosk token from the address itself', async () => {
    renderScreen({ search: 'kioskUserToken=kiosk-4f2a9c' });
    await screen.findByLabelText(/E-mail address/);
    expect(screen.queryByText('You are logging in as this client through a staff link.')).toBeNull();
  });

  it('speaks French: labels from the schema’s catalogue, errors from the form catalogue', async () => {
    renderScreen({ locale: 'fr' });
    const email = await screen.findByLabelText(/Adresse courriel/);
    await userEvent.click(screen.getByRole('button', { name: 'M’envoyer un NIP' }));
    expect(await fieldError()).toBe('L’adresse courriel est obligatoire');
    await userEvent.type(email, EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'M’envoyer un NIP' }));
    const pin = await screen.findByLabelText(/^NIP/);
    await userEvent.type(pin, '12a456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await fieldError()).toBe('Le NIP ne contient que des chiffres.');
    await userEvent.clear(pin);
    await userEvent.type(pin, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await fieldError()).toBe('Le NIP est trop court.');
    await userEvent.clear(pin);
    await userEvent.type(pin, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByLabelText('J’accepte les conditions d’utilisation');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await fieldError()).toBe('Veuillez accepter les conditions d’utilisation.');
  });
});
