import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../src/generated/i18n/en.json';
import fr from '../src/generated/i18n/fr.json';
import SchemaForm from './schema-form.tsx';
import { loadFormEntry, loadedFormEntry } from './form-catalogue.ts';

/** Renders the login form and waits for its schema and validator chunk to load. */
async function renderLogin(locale: 'en' | 'fr' = 'en') {
  const onSubmit = vi.fn();
  await loadFormEntry('login');
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaForm schemaId="login" onSubmit={onSubmit} submitLabel={locale === 'en' ? 'Log in' : 'Se connecter'} />
    </IntlProvider>,
  );
  return onSubmit;
}

describe('SchemaForm (login schema, precompiled validator)', () => {
  it('loads each form once, as a chunk of its own, then renders it without waiting', async () => {
    const first = loadFormEntry('claim-note');
    expect(loadFormEntry('claim-note')).toBe(first);
    expect(loadedFormEntry('claim-note')).toBeUndefined();
    const entry = await first;
    expect(loadedFormEntry('claim-note')).toBe(entry);
    expect(entry.schema.properties).toHaveProperty('note');
    render(
      <IntlProvider locale="fr-CA" messages={fr as never}>
        <SchemaForm schemaId="claim-note" onSubmit={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('renders each field from the schema through the registry, labels tied to inputs', async () => {
    await renderLogin();
    const email = screen.getByLabelText(/E-mail address/);
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/PIN code/).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('I accept the terms of service').getAttribute('type')).toBe('checkbox');
  });

  it('on an empty submit shows the spec’s messages, a focused error summary and aria-invalid fields', async () => {
    const onSubmit = await renderLogin();
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

  it('moves the focus to the field each link of the error summary names', async () => {
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert', { name: /3 problems need your attention/ });
    await userEvent.click(within(summary).getByRole('link', { name: 'Email is required' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/));
    await userEvent.click(within(summary).getByRole('link', { name: 'PIN Code is required!' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/PIN code/));
    await userEvent.click(within(summary).getByRole('link', { name: 'Please accept Terms of Service!' }));
    expect(document.activeElement).toBe(screen.getByLabelText('I accept the terms of service'));
  });

  it('validates formats and limits, then submits valid data', async () => {
    const onSubmit = await renderLogin();
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

  it('with `fields`, shows those fields only and submits once they are valid', async () => {
    const onSubmit = vi.fn();
    await loadFormEntry('login');
    render(
      <IntlProvider locale="en-CA" messages={en as never}>
        <SchemaForm schemaId="login" fields={['email']} data={{ pin: '12' }} onSubmit={onSubmit} submitLabel="Next" />
      </IntlProvider>,
    );
    expect(screen.queryByLabelText(/PIN code/)).toBeNull();
    expect(screen.queryByLabelText('I accept the terms of service')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Only the shown field's error counts, in the summary as at the field.
    const summary = await screen.findByRole('alert', { name: /1 problem needs your attention/ });
    expect(summary.textContent).toBe('1 problem needs your attentionEmail is required');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'emilie@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The hidden fields keep their data, though the terms are not accepted yet.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'emilie@example.ca', pin: '12', terms: false }));
  });

  it('speaks French', async () => {
    await renderLogin('fr');
    // Labels come from the schema's texts in the French catalogue.
    expect(screen.getByLabelText(/Adresse courriel/)).toBeTruthy();
    expect(screen.getByText('L’adresse où le NIP est envoyé.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const summary = await screen.findByRole('alert', { name: /3 problèmes demandent votre attention/ });
    expect(summary.textContent).toContain('L’adresse courriel est obligatoire');
    expect(summary.textContent).toContain('Le NIP est obligatoire.');
  });
});
