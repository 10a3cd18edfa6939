import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../src/generated/i18n/en.json';
import fr from '../src/generated/i18n/fr.json';
import SchemaForm from './schema-form.tsx';

function renderLogin(locale: 'en' | 'fr' = 'en') {
  const onSubmit = vi.fn();
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaForm schemaId="login" onSubmit={onSubmit} submitLabel={locale === 'en' ? 'Log in' : 'Se connecter'} />
    </IntlProvider>,
  );
  return onSubmit;
}

describe('SchemaForm (login schema, precompiled validator)', () => {
  it('renders each field from the schema through the registry, labels tied to inputs', () => {
    renderLogin();
    const email = screen.getByLabelText(/E-mail address/);
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/PIN code/).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('I accept the terms of service').getAttribute('type')).toBe('checkbox');
  });

  it('on an empty submit shows the spec’s messages, a focused error summary and aria-invalid fields', async () => {
    const onSubmit = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert', { name: /3 problems need your attention/ });
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('Email is required');
    expect(summary.textContent).toContain('PIN Code is required!');
    expect(summary.textContent).toContain('Please accept Terms of Service!');
    const email = screen.getByLabelText(/E-mail address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('root_email__error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates formats and limits, then submits valid data', async () => {
    const onSubmit = renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'emilie@');
    await userEvent.type(screen.getByLabelText(/PIN code/), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert', { name: /problems need your attention/ });
    expect(summary.textContent).toContain('The input is not valid email');
    expect(summary.textContent).toContain('PIN Code is too long!');
    await userEvent.clear(screen.getByLabelText(/E-mail address/));
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'emilie@example.ca');
    await userEvent.clear(screen.getByLabelText(/PIN code/));
    await userEvent.type(screen.getByLabelText(/PIN code/), '123456');
    await userEvent.click(screen.getByLabelText('I accept the terms of service'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'emilie@example.ca', pin: '123456', terms: true }));
  });

  it('speaks French', async () => {
    renderLogin('fr');
    // Labels come from the schema's texts in the French catalogue.
    expect(screen.getByLabelText(/Adresse courriel/)).toBeTruthy();
    expect(screen.getByText('L’adresse où le NIP est envoyé.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const summary = await screen.findByRole('alert', { name: /3 problèmes demandent votre attention/ });
    expect(summary.textContent).toContain('L’adresse courriel est obligatoire');
    expect(summary.textContent).toContain('Le NIP est obligatoire!');
  });
});
