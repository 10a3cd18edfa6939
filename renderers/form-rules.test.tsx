// docs/product-rules.md#form-rules as they live in the payment and inventory schemas: the messages the
// policyholder reads on submit, with {min}/{max}/{numCharacters} from the schemas, in en and fr.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../src/generated/i18n/en.json';
import fr from '../src/generated/i18n/fr.json';
import SchemaForm from './schema-form.tsx';
import { loadFormEntry, type FormId } from './form-catalogue.ts';

async function submit(schemaId: FormId, data: object, locale: 'en' | 'fr' = 'en'): Promise<{ messages: string[]; onSubmit: ReturnType<typeof vi.fn> }> {
  const onSubmit = vi.fn();
  await loadFormEntry(schemaId);
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaForm schemaId={schemaId} data={data} onSubmit={onSubmit} submitLabel="Go" />
    </IntlProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  const summary = screen.queryByRole('alert', { name: /attention/ });
  return { messages: summary ? [...summary.querySelectorAll('li')].map((li) => li.textContent ?? '') : [], onSubmit };
}

const validBank = { accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '1234567', accountNumberConfirmation: '1234567' };
const validCard = { nameOnCard: 'ANA SILVA', cardNumber: '4111111111111111', expiryMonth: 4, expiryYear: new Date().getFullYear() + 2, cvc: '123', postalCode: 'M5X 1A9' };

describe('payment rules', () => {
  it.each([
    ['en', 'Please select a payment type'],
    ['fr', 'Veuillez choisir un mode de paiement'],
  ] as const)('a payment type must be selected (%s)', async (locale, text) => {
    const { messages } = await submit('payment-type', {}, locale);
    expect(messages).toEqual([text]);
  });

  it.each([
    ['en', 0, 'The amount must be between $1.00 and $10,000.00'],
    ['en', 10_000.01, 'The amount must be between $1.00 and $10,000.00'],
    ['fr', 0, 'Le montant doit être entre 1,00\u00a0$ et 10\u00a0000,00\u00a0$'],
  ] as const)('the amount is between {min} and {max} (%s, %s)', async (locale, amount, text) => {
    const { messages } = await submit('payment-policies', { selectedPaymentPolicies: ['pay-auto-1'], amount }, locale);
    expect(messages.map((m) => m.replace(/\u202f/g, '\u00a0'))).toEqual([text]);
  });

  it('checks card number, CVC, expiry and the {max} lengths', async () => {
    const { messages } = await submit('payment-card', { ...validCard, cardNumber: '4111 1111', cvc: '12', expiryMonth: 13, postalCode: 'M5X 1A9 X' });
    expect(messages).toEqual([
      'Card number must be 13 to 19 digits',
      'Expiry month must be at most 12',
      'CVC must be 3 or 4 digits',
      'Postal code must be at most 7 characters',
    ]);
  });

  it('checks the {max} length of a payment note', async () => {
    const { messages } = await submit('payment-policies', { selectedPaymentPolicies: ['pay-auto-1'], amount: 10, note: 'x'.repeat(501) });
    expect(messages).toEqual(['Note must be at most 500 characters']);
  });

  it.each([
    [{ routingNumber: '12345' }, 'Routing number must be 9 digits'],
    [{ routingNumber: '12345678a' }, 'Routing number must contain digits only'],
    [{ accountNumber: '12-34', accountNumberConfirmation: '12-34' }, 'Account number must contain digits only'],
    [{ accountNumberConfirmation: '7654321' }, 'The account numbers do not match'],
    [{ accountHolder: '' }, 'Bank account holder is required'],
  ])('bank transfer %j → %s', async (change, text) => {
    const data: Record<string, unknown> = { ...validBank, ...change };
    for (const [key, value] of Object.entries(data)) if (value === '') delete data[key];
    const { messages, onSubmit } = await submit('payment-bank', data);
    expect(messages).toContain(text);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in French that the routing number needs {numCharacters} digits and the confirmation does not match', async () => {
    const { messages } = await submit('payment-bank', { ...validBank, routingNumber: '123', accountNumberConfirmation: '1' }, 'fr');
    expect(messages).toEqual(['Le champ «\u00a0Numéro d’acheminement\u00a0» doit compter 9 chiffres', 'Les numéros de compte ne correspondent pas']);
  });

  it('submits a valid bank transfer', async () => {
    expect((await submit('payment-bank', validBank)).onSubmit).toHaveBeenCalledOnce();
  });

  it('requires the e-transfer secret password', async () => {
    const { messages } = await submit('payment-e-transfer', {});
    expect(messages).toEqual(['E-transfer secret password is required']);
  });
});

describe('inventory rules', () => {
  it.each([
    ['inventory-group', {}, ['Room name is required']],
    ['inventory-group', { name: 'R'.repeat(51) }, ['Room name must be at most 50 characters']],
    ['inventory-item', {}, ['Item name is required', 'Quantity is required', 'Price is required']],
    ['inventory-item', { name: 'Sofa', quantity: 0, price: -1 }, ['Quantity is not valid', 'Price is not valid']],
    ['inventory-item', { name: 'I'.repeat(81), quantity: 1, price: 10 }, ['Item name must be at most 80 characters']],
  ] as const)('%s %j → %j', async (form, data, expected) => {
    const { messages } = await submit(form, data);
    expect(messages).toEqual(expected);
  });

  it('speaks French', async () => {
    const { messages } = await submit('inventory-item', { name: 'Sofa', quantity: 0, price: 10 }, 'fr');
    expect(messages).toEqual(['Le champ «\u00a0Quantité\u00a0» n’est pas valide']);
  });
});

describe('optional claim steps', () => {
  it.each([
    ['claim-witness', {}, []],
    ['claim-witness', { statement: 'I saw it' }, ['First name is required', 'Last name is required', 'Phone is required']],
    ['claim-officer', { name: 'Cst. Roy' }, ['Badge is required', 'Division is required']],
    ['claim-other-party', { licencePlate: 'ABC 123' }, ['First name is required', 'Last name is required', 'Insurance company is required', 'Policy is required']],
  ] as const)('%s %j → %j', async (form, data, expected) => {
    const { messages, onSubmit } = await submit(form, data);
    expect(messages).toEqual(expected);
    expect(onSubmit).toHaveBeenCalledTimes(expected.length === 0 ? 1 : 0);
  });

  it('shows the error at the missing field itself', async () => {
    await submit('claim-passenger', { phone: '416-555-0100' });
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
  });
});
