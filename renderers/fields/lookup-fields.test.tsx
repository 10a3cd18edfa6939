// Address and picker groups: lookups from formContext fill the group's own fields, which stay editable.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../../src/generated/i18n/en.json';
import fr from '../../src/generated/i18n/fr.json';
import { SchemaFormView } from '../schema-form.tsx';
import type { AddressParts, LookupFormContext } from './lookup-context.ts';

const location = {
  type: 'object',
  'x-renderer': 'address',
  properties: {
    locationText: { type: 'string', title: 'Where it happened' },
    address: { type: 'string', title: 'Street address' },
    city: { type: 'string', title: 'City' },
    province: { type: 'string', title: 'Province', enum: ['ON', 'QC'] },
    zip: { type: 'string', title: 'Postal code' },
  },
  required: ['address'],
} as unknown as RJSFSchema;

const king: AddressParts = { streetNumber: '100', streetName: 'King Street West', city: 'Toronto', province: 'ON', country: 'CA', zipCode: 'M5X 1A9', formatted: '100 King St W, Toronto, ON M5X 1A9, Canada' };
const queen: AddressParts = { streetNumber: '100', streetName: 'Queen Street West', city: 'Toronto', province: 'ON', country: 'CA', zipCode: 'M5H 2N2', formatted: '100 Queen St W, Toronto, ON M5H 2N2, Canada' };

function setup(schema: RJSFSchema, context: LookupFormContext, locale: 'en' | 'fr' = 'en') {
  const values: Record<string, unknown>[] = [];
  const onSubmit = vi.fn();
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <SchemaFormView formId="lookup" schema={schema} validator={validator} formContext={context as Record<string, unknown>} onChange={(d: Record<string, unknown>) => values.push(d)} onSubmit={onSubmit} />
    </IntlProvider>,
  );
  return { values, onSubmit };
}

describe('address group', () => {
  it('geocodes the typed address on Enter (without submitting) and fills the fields, which stay editable', async () => {
    const geocode = vi.fn(async () => [king]);
    const { values, onSubmit } = setup(location, { geocode });
    await userEvent.type(screen.getByLabelText('Find the address'), '100 King St W Toronto{Enter}');
    expect(geocode).toHaveBeenCalledWith({ address: '100 King St W Toronto' });
    await waitFor(() => expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('100 King Street West'));
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Toronto');
    expect((screen.getByLabelText(/Province/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('ON');
    expect((screen.getByLabelText(/Postal code/) as HTMLInputElement).value).toBe('M5X 1A9');
    expect(screen.getByRole('status').textContent).toBe('Address filled in: 100 King St W, Toronto, ON M5X 1A9, Canada');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/City/));
    await userEvent.type(screen.getByLabelText(/City/), 'North York');
    expect(values.at(-1)).toMatchObject({ address: '100 King Street West', city: 'North York', zip: 'M5X 1A9' });
  });

  it('lets the user choose among several answers, focusing the first choice', async () => {
    setup(location, { geocode: async () => [king, queen] });
    await userEvent.type(screen.getByLabelText('Find the address'), '100 Toronto');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const choice = await screen.findByRole('button', { name: queen.formatted });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: king.formatted })));
    await userEvent.click(choice);
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('100 Queen Street West');
  });

  it.each([
    ['en', [], 'No address found. Please type it in below.'],
    ['fr', [], 'Aucune adresse trouvée. Veuillez la saisir ci-dessous.'],
  ] as const)('says so in %s when nothing matches', async (locale, answers, text) => {
    setup(location, { geocode: async () => [...answers] }, locale);
    await userEvent.type(screen.getByRole('searchbox'), 'nowhere at all{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
  });

  it('shows the generic error when the lookup fails, and the required error of its own field on submit', async () => {
    setup(location, { geocode: async () => Promise.reject(new Error('down')) });
    await userEvent.type(screen.getByRole('searchbox'), 'x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(await screen.findByRole('alert', { name: /attention/i })).getByRole('link', { name: /Street address is required/ })).toBeTruthy();
  });
});

describe('picker group', () => {
  const vehicle = {
    type: 'object',
    'x-picker': 'vehicles',
    properties: { make: { type: 'string', title: 'Make' }, model: { type: 'string', title: 'Model' }, year: { type: 'integer', title: 'Year' }, plate: { type: 'string', title: 'Licence plate' } },
  } as unknown as RJSFSchema;

  it('fills the fields it has from the chosen saved entry and leaves the others', async () => {
    const pickOptions = vi.fn(async () => [
      { id: 'v1', label: '2020 Honda CR-V', value: { make: 'Honda', model: 'CR-V', year: 2020, vin: 'X' } },
      { id: 'v2', label: '2017 Toyota Corolla', value: { make: 'Toyota', model: 'Corolla', year: 2017 } },
    ]);
    const { values } = setup(vehicle, { pickOptions });
    expect(pickOptions).toHaveBeenCalledWith('vehicles');
    await userEvent.type(screen.getByLabelText(/Licence plate/), 'ABC 123');
    const picker = screen.getByLabelText('Choose one of your vehicles') as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    await userEvent.selectOptions(picker, '2017 Toyota Corolla');
    expect(values.at(-1)).toEqual({ make: 'Toyota', model: 'Corolla', year: 2017, plate: 'ABC 123' });
    expect((screen.getByLabelText(/Model/) as HTMLInputElement).value).toBe('Corolla');
    expect(picker.value).toBe('v2');
  });

  it('puts in what a picked entry carries beside its fields, replaces it with another’s, and drops it for one typed in', async () => {
    const pickOptions = async () => [
      { id: 'v1', label: '2020 Honda CR-V', value: { make: 'Honda', model: 'CR-V', year: 2020 }, carries: { vin: '2HKRW2H53LH612345', policyId: 'pol-auto-1' } },
      { id: 'v2', label: '2017 Toyota Corolla', value: { make: 'Toyota', model: 'Corolla', year: 2017 }, carries: { vin: '2T1BURHE5HC874512' } },
    ];
    const { values } = setup(vehicle, { pickOptions });
    const picker = screen.getByLabelText('Choose one of your vehicles') as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    await userEvent.selectOptions(picker, '2020 Honda CR-V');
    expect(values.at(-1)).toEqual({ make: 'Honda', model: 'CR-V', year: 2020, vin: '2HKRW2H53LH612345', policyId: 'pol-auto-1' });
    // A correction of a field keeps the picked vehicle's ids.
    await userEvent.type(screen.getByLabelText(/Licence plate/), 'CKRT 482');
    expect(values.at(-1)).toMatchObject({ plate: 'CKRT 482', vin: '2HKRW2H53LH612345', policyId: 'pol-auto-1' });
    await userEvent.selectOptions(picker, '2017 Toyota Corolla');
    expect(values.at(-1)).toEqual({ make: 'Toyota', model: 'Corolla', year: 2017, plate: 'CKRT 482', vin: '2T1BURHE5HC874512' });
    await userEvent.selectOptions(picker, '');
    expect(values.at(-1)).toEqual({ make: 'Toyota', model: 'Corolla', year: 2017, plate: 'CKRT 482' });
  });

  it('says in French when the list cannot be loaded, leaving the fields to type', async () => {
    setup(vehicle, { pickOptions: async () => Promise.reject(new Error('down')) }, 'fr');
    expect(await screen.findByText('Votre liste n’a pas pu être chargée. Veuillez saisir les renseignements.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /véhicules/ })).toBeNull();
    expect(screen.getByLabelText(/Make/)).toBeTruthy();
  });
});
