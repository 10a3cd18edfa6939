// Every built-in control: renders from its schema node, edits, and shows its error in en and fr.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../../src/generated/i18n/en.json';
import fr from '../../src/generated/i18n/fr.json';
import { SchemaFormView } from '../schema-form.tsx';
import { builtInRegistry } from '../built-in-renderers.ts';

function renderField(field: RJSFSchema, options: { locale?: 'en' | 'fr'; ui?: Record<string, unknown>; required?: boolean } = {}) {
  const schema: RJSFSchema = { type: 'object', properties: { field }, ...(options.required === false ? {} : { required: ['field'] }) };
  const changes: unknown[] = [];
  const onSubmit = vi.fn();
  const locale = options.locale ?? 'en';
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaFormView formId="test" schema={schema} validator={validator} uiSchema={{ field: options.ui ?? {} }} onChange={(d: { field?: unknown }) => changes.push(d.field)} onSubmit={onSubmit} submitLabel="Go" />
    </IntlProvider>,
  );
  return { changes, onSubmit };
}

describe('built-in controls', () => {
  it.each([
    ['text', { type: 'string', title: 'Name' }, 'textbox', 'Ana', 'Ana'],
    ['email', { type: 'string', format: 'email', title: 'E-mail' }, 'textbox', 'ana@example.ca', 'ana@example.ca'],
    ['pin', { type: 'string', title: 'PIN', 'x-renderer': 'pin' }, 'textbox', '1234', '1234'],
    ['pin', { type: 'string', title: 'PIN', 'x-renderer': 'pin' }, 'textbox', ' 123 456 ', '123456'],
    ['phone', { type: 'string', format: 'phone', title: 'Phone' }, 'textbox', '416-555-0199', '416-555-0199'],
    ['number', { type: 'number', title: 'Quantity' }, 'textbox', '3,5', 3.5],
    ['money', { type: 'number', title: 'Price', 'x-money': true }, 'textbox', '1 234,5', 1234.5],
    ['textarea', { type: 'string', title: 'Notes', 'x-renderer': 'textarea' }, 'textbox', 'Hello', 'Hello'],
  ])('%s: renders, edits and stores the value', async (name, field, role, typed, stored) => {
    const { changes } = renderField(field as RJSFSchema);
    const input = screen.getByRole(role, { name: new RegExp((field as { title: string }).title) });
    expect(builtInRegistry().pick(field as never)?.name).toBe(name);
    await userEvent.type(input, typed);
    expect(changes.at(-1)).toEqual(stored);
  });

  it.each([
    ['date', 'date', '2026-11-20'],
    ['time', 'time', '08:30'],
    ['date-time', 'datetime-local', '2026-11-20T08:30'],
  ])('%s uses the native %s picker and stores its value', async (format, type, typed) => {
    const { changes } = renderField({ type: 'string', format, title: 'When' });
    const input = document.getElementById('root_field') as HTMLInputElement;
    expect(input.type).toBe(type);
    expect(builtInRegistry().pick({ type: 'string', format })?.name).toBe(format);
    await userEvent.type(input, typed);
    expect(changes.at(-1)).toBe(typed);
  });

  it('shows money formatted in the locale once the field is left', async () => {
    renderField({ type: 'number', title: 'Price', 'x-money': true });
    const input = screen.getByRole('textbox', { name: /Price/ });
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    expect((input as HTMLInputElement).value.replace(/[\u00a0\u202f]/g, ' ')).toBe('$1,234.50');
  });

  it('reads a French price with a decimal comma, and keeps more than 2 decimals as typed beside its error', async () => {
    const { changes } = renderField({ type: 'number', title: 'Prix', 'x-money': true }, { locale: 'fr' });
    const input = screen.getByRole('textbox', { name: /Prix/ });
    await userEvent.type(input, '49,995');
    await userEvent.tab();
    expect(changes.at(-1)).toBe(49.995);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('__error')) as string;
    expect(document.getElementById(errorId)?.textContent).toContain('au plus 2 décimales');
    expect((input as HTMLInputElement).value).toBe('49,995');
  });

  it.each([
    ['en', '15,000', 15000],
    ['fr', '15 000', 15000],
    ['fr', '2,5', 2.5],
  ] as const)('reads a number typed in %s as the user means it: %s', async (locale, typed, stored) => {
    const { changes } = renderField({ type: 'number', title: 'Distance' }, { locale });
    await userEvent.type(screen.getByRole('textbox', { name: /Distance/ }), typed);
    await userEvent.tab();
    expect(changes.at(-1)).toBe(stored);
  });

  it.each([
    ['a name', { type: 'string', title: 'Item name' }],
    ['a note', { type: 'string', title: 'Item name', 'x-renderer': 'textarea' }],
  ])('says %s of only spaces is required', async (_kind, field) => {
    const { changes, onSubmit } = renderField(field as RJSFSchema);
    const input = screen.getByRole('textbox', { name: /Item name/ });
    await userEvent.type(input, '   ');
    expect((input as HTMLInputElement).value).toBe('   ');
    expect(changes.at(-1)).toBeUndefined();
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('__error')) as string;
    expect(document.getElementById(errorId)?.textContent).toBe('Item name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a price that is not an amount is not valid, not that it is required', async () => {
    renderField({ type: 'number', title: 'Price', 'x-money': true }, { required: true });
    const input = screen.getByRole('textbox', { name: /Price/ });
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('__error')) as string;
    expect(document.getElementById(errorId)?.textContent).toBe('Price is not valid');
    expect((input as HTMLInputElement).value).toBe('abc');
  });

  it('renders an enum as a select, or as radios when asked', async () => {
    const { changes } = renderField({ type: 'string', title: 'Damage', enum: ['collision', 'glass'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Damage/ }), 'glass');
    expect(changes.at(-1)).toBe('glass');
  });

  it('renders radios for ui:widget radio', async () => {
    const { changes } = renderField({ type: 'string', title: 'Damage', enum: ['collision', 'glass'] }, { ui: { 'ui:widget': 'radio' } });
    await userEvent.click(screen.getByRole('radio', { name: 'collision' }));
    expect(changes.at(-1)).toBe('collision');
  });

  it.each([
    ['en', 'Name is required'],
    ['fr', 'Le champ «\u00a0Name\u00a0» est obligatoire'],
  ] as const)('shows a required error in %s, tied to the field', async (locale, text) => {
    renderField({ type: 'string', title: 'Name' }, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('__error')) as string;
    expect(document.getElementById(errorId)?.textContent).toBe(text);
  });

  it.each([
    ['en', 'Quantity must be at least 1'],
    ['fr', 'Le champ «\u00a0Quantity\u00a0» doit être d’au moins 1'],
  ] as const)('shows limits as ICU values in %s', async (locale, text) => {
    renderField({ type: 'integer', title: 'Quantity', minimum: 1 }, { locale });
    await userEvent.type(screen.getByRole('textbox', { name: /Quantity/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const summary = await screen.findByRole('alert', { name: /attention/ });
    expect(within(summary).getByRole('link').textContent).toBe(text);
  });

  it('consent must be ticked', async () => {
    renderField({ type: 'boolean', enum: [true], default: false, title: 'I agree', 'x-renderer': 'consent' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByRole('alert', { name: /attention/ })).textContent).toContain('Please accept these terms');
  });
});
