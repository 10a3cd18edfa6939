import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setFailures } from '../../../../fixtures/backend/fail-switch.ts';
import { fixtureServer } from '../../../../fixtures/backend/node.ts';
import { db } from '../../../../fixtures/backend/db.ts';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions } from '../../../../tests/render-in-app.tsx';
import { appState } from '../../../state/app-state.ts';
import { loadFormEntry } from '../../../../renderers/form-catalogue.ts';
import { notOnPolicy, PolicyParties } from './policy-parties.tsx';

setupFixtureBackend();

// The add forms' chunks (the form and the schema with its validator) load before the tests: a
// form that suspends inside a user event's act() in jsdom may wait for the next render to show.
// The lazy loading itself is covered in the browser (e2e/documents-parties.e2e.ts).
beforeAll(async () => {
  await Promise.all([import('./parties-add-form.tsx'), loadFormEntry('documents-add-driver'), loadFormEntry('documents-add-vehicle')]);
});

beforeEach(() => setFailures([]));

function renderParties(options: Pick<RenderInAppOptions, 'language'> = {}) {
  return renderInApp(<PolicyParties policyId="pol-auto-1" />, { path: '/documents/policy-summary?id=pol-auto-1', signedIn: true, ...options });
}

/** Opening an add form still takes a few renders (lazy component, options): room on a busy machine. */
const FORM_LOAD = { timeout: 5000 };
const region = (name: string) => screen.findByRole('region', { name });
const rowNames = (list: HTMLElement) => within(list).queryAllByRole('listitem').map((row) => row.querySelector('.party-name')?.textContent);
const serverDrivers = () => db().policies.find((policy) => policy.id === 'pol-auto-1')?.driverIds;

describe('notOnPolicy', () => {
  it('keeps the account’s entries the policy does not have', () => {
    expect(notOnPolicy([{ id: 'a' }, { id: 'b' }, { id: 'c' }], [{ id: 'b' }])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});

describe('PolicyParties', { timeout: 20_000 }, () => {
  it('lists the policy’s three drivers and two vehicles with their details', async () => {
    await renderParties();
    const drivers = await region('Drivers');
    await waitFor(() => expect(rowNames(drivers)).toEqual(['Émilie Tremblay', 'Julien Tremblay', 'Noah Tremblay']));
    expect(within(drivers).getAllByRole('listitem')[0]?.textContent).toContain('Licence T7651-48203-95612 (ON)');
    const vehicles = await region('Vehicles');
    await waitFor(() => expect(rowNames(vehicles)).toEqual(['2020 Honda CR-V EX-L', '2017 Toyota Corolla LE']));
    expect(within(vehicles).getAllByRole('listitem')[0]?.textContent).toContain('Plate CKRT 482 · VIN 2HKRW2H53LH612345');
    expect(within(drivers).getByRole('button', { name: 'Remove Julien Tremblay' })).toBeTruthy();
    expect(within(vehicles).getByRole('button', { name: 'Remove 2017 Toyota Corolla LE' })).toBeTruthy();
  });

  it('adds a driver chosen among the account’s drivers not on the policy; the list follows the answer', async () => {
    await renderParties();
    const drivers = await region('Drivers');
    await userEvent.click(await within(drivers).findByRole('button', { name: 'Add a driver' }));
    const select = (await within(drivers).findByLabelText(/^Driver/, undefined, FORM_LOAD)) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((option) => option.textContent)).toEqual(['Choose…', 'Sophie Tremblay', 'Marc Gagnon']), FORM_LOAD);
    expect(document.activeElement).toBe(select);
    await userEvent.selectOptions(select, 'Marc Gagnon');
    await userEvent.click(within(drivers).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowNames(drivers)).toEqual(['Émilie Tremblay', 'Julien Tremblay', 'Noah Tremblay', 'Marc Gagnon']));
    expect(within(drivers).getByRole('status').textContent).toBe('Marc Gagnon was added to this policy.');
    expect(within(drivers).queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(within(drivers).getByRole('button', { name: 'Add a driver' }));
    expect(serverDrivers()).toContain('drv-marc');
    expect(appState.sendingData).toBe(false);
  });

  it('asks for a driver when none is chosen, and adds nothing', async () => {
    await renderParties();
    const drivers = await region('Drivers');
    await userEvent.click(await within(drivers).findByRole('button', { name: 'Add a driver' }));
    await within(drivers).findByLabelText(/^Driver/, undefined, FORM_LOAD);
    await userEvent.click(within(drivers).getByRole('button', { name: 'Add' }));
    expect((await within(drivers).findAllByRole('alert')).map((alert) => alert.textContent).join(' ')).toMatch(/Driver/);
    expect(serverDrivers()).toEqual(['drv-emilie', 'drv-julien', 'drv-noah']);
    await userEvent.click(within(drivers).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(drivers).getByRole('button', { name: 'Add a driver' }));
  });

  it('removes a driver after an inline confirmation; Cancel gives focus back to the row’s button', async () => {
    await renderParties();
    const drivers = await region('Drivers');
    await userEvent.click(await within(drivers).findByRole('button', { name: 'Remove Julien Tremblay' }));
    const question = within(drivers).getByRole('group', { name: 'Remove Julien Tremblay from this policy?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, remove' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(drivers).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(within(drivers).getByRole('button', { name: 'Remove Julien Tremblay' }));
    expect(serverDrivers()).toContain('drv-julien');

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(drivers).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(rowNames(drivers)).toEqual(['Émilie Tremblay', 'Noah Tremblay']));
    expect(within(drivers).getByRole('status').textContent).toBe('Julien Tremblay was removed from this policy.');
    expect(document.activeElement).toBe(within(drivers).getByRole('heading', { name: 'Drivers' }));
    expect(serverDrivers()).toEqual(['drv-emilie', 'drv-noah']);
  });

  it('removes a vehicle and adds one back', async () => {
    await renderParties();
    const vehicles = await region('Vehicles');
    await userEvent.click(await within(vehicles).findByRole('button', { name: 'Remove 2020 Honda CR-V EX-L' }));
    await userEvent.click(within(vehicles).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(rowNames(vehicles)).toEqual(['2017 Toyota Corolla LE']));
    await userEvent.click(within(vehicles).getByRole('button', { name: 'Add a vehicle' }));
    const select = (await within(vehicles).findByLabelText(/^Vehicle/, undefined, FORM_LOAD)) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((option) => option.textContent)).toContain('2020 Honda CR-V EX-L · CKRT 482'), FORM_LOAD);
    expect([...select.options].map((option) => option.textContent)).not.toContain('2017 Toyota Corolla LE · BXPL 917');
    await userEvent.selectOptions(select, '2020 Honda CR-V EX-L · CKRT 482');
    await userEvent.click(within(vehicles).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowNames(vehicles)).toEqual(['2017 Toyota Corolla LE', '2020 Honda CR-V EX-L']));
  });

  it('says so when a removal fails, keeps the row, and Try again removes it', async () => {
    setFailures(['/documents/drivers/remove']);
    await renderParties();
    const drivers = await region('Drivers');
    await userEvent.click(await within(drivers).findByRole('button', { name: 'Remove Noah Tremblay' }));
    await userEvent.click(within(drivers).getByRole('button', { name: 'Yes, remove' }));
    const alert = await within(drivers).findByRole('alert');
    expect(alert.textContent).toContain('The change could not be saved.');
    expect(rowNames(drivers)).toContain('Noah Tremblay');
    expect(appState.sendingData).toBe(false);
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames(drivers)).toEqual(['Émilie Tremblay', 'Julien Tremblay']));
    expect(within(drivers).queryByRole('alert')).toBeNull();
  });

  it('offers a retry when a list cannot be loaded', async () => {
    setFailures(['/documents/vehicles/pol-auto-1']);
    await renderParties();
    const vehicles = await region('Vehicles');
    const alert = await within(vehicles).findByRole('alert');
    expect(alert.textContent).toContain('The vehicles of this policy could not be loaded.');
    expect(within(vehicles).queryByRole('button', { name: 'Add a vehicle' })).toBeNull();
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames(vehicles)).toEqual(['2020 Honda CR-V EX-L', '2017 Toyota Corolla LE']));
  });

  it('says every driver is on the policy when the account has no other', async () => {
    fixtureServer.use(http.get('*/api/drivers', () => HttpResponse.json({ data: db().drivers.filter((driver) => serverDrivers()?.includes(driver.id)) })));
    await renderParties();
    const drivers = await region('Drivers');
    expect(await within(drivers).findByText('All your drivers are on this policy.')).toBeTruthy();
    expect(within(drivers).queryByRole('button', { name: 'Add a driver' })).toBeNull();
  });

  it('speaks French', async () => {
    await renderParties({ language: 'fr' });
    const drivers = await region('Conducteurs');
    await userEvent.click(await within(drivers).findByRole('button', { name: 'Retirer Noah Tremblay' }));
    expect(within(drivers).getByRole('group', { name: 'Retirer Noah Tremblay de cette police\u202f?' })).toBeTruthy();
    await userEvent.click(within(drivers).getByRole('button', { name: 'Ajouter un conducteur' }));
    expect(await within(drivers).findByLabelText(/^Conducteur/, undefined, FORM_LOAD)).toBeTruthy();
    expect(await region('Véhicules')).toBeTruthy();
  });
});
