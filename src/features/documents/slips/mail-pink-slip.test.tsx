import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setFailures } from '../../../../fixtures/backend/fail-switch.ts';
import { fixtureServer } from '../../../../fixtures/backend/node.ts';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions } from '../../../../tests/render-in-app.tsx';
import { appState } from '../../../state/app-state.ts';
import { MailPinkSlip, addressLine, defaultAddressId } from './mail-pink-slip.tsx';
import { initialMailPinkSlipState, mailPinkSlipState } from './mail-pink-slip-state.ts';

setupFixtureBackend();

beforeEach(() => {
  Object.assign(mailPinkSlipState, initialMailPinkSlipState());
  setFailures([]);
});

function renderMail(policyId = 'pol-auto-1', options: Pick<RenderInAppOptions, 'language'> = {}) {
  return renderInApp(<MailPinkSlip policyId={policyId} />, { path: '/documents/create-slip', signedIn: true, ...options });
}

/** The bodies of pinkSlips.send as they reach the fixture backend (which still answers them);
 * with `held`, the answers wait until release() is called. */
function sentBodies(held = false): unknown[] & { release: () => void } {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const bodies = Object.assign([] as unknown[], { release: () => release() });
  fixtureServer.use(
    http.post('*/api/pinkSlips/send', async ({ request }) => {
      bodies.push(await request.clone().json());
      await gate;
      return undefined;
    }),
  );
  return bodies;
}

describe('defaultAddressId', () => {
  const addresses = [{ id: 'a' }, { id: 'b' }];
  it('starts on the selected address while it is offered, else on the first', () => {
    expect(defaultAddressId(addresses, 'b')).toBe('b');
    expect(defaultAddressId(addresses, 'gone')).toBe('a');
    expect(defaultAddressId(addresses, null)).toBe('a');
    expect(defaultAddressId([], 'b')).toBeNull();
  });
});

describe('MailPinkSlip', () => {
  it('offers the policy’s pink slips, all chosen, and the account’s addresses with the first one chosen', async () => {
    await renderMail();
    expect(screen.getByRole('heading', { name: 'Mail a pink slip' })).toBeTruthy();
    const slips = within(await screen.findByRole('group', { name: 'Pink slips to mail' })).getAllByRole('checkbox');
    expect(slips.map((box) => box.closest('label')?.textContent)).toEqual(['2020 Honda CR-V EX-LAU-4821-0937 · CKRT 482', '2017 Toyota Corolla LEAU-4821-0937 · BXPL 917']);
    expect(slips.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    const addresses = within(screen.getByRole('group', { name: 'Mail to' })).getAllByRole('radio') as HTMLInputElement[];
    expect(addresses.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Home48 Maple Crescent, Oakville ON L6J 2X5',
      'Cottage1172 Muskoka Road 118 West, Port Carling ON P0B 1J0',
      'Work100 King Street West, 21st floor, Toronto ON M5X 1A9',
    ]);
    expect(addresses.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByRole('button', { name: 'Mail 2 pink slips' })).toBeTruthy();
  });

  it('starts on the selected address (docs/product-rules.md#mail-pink-slip)', async () => {
    mailPinkSlipState.selectedAddressId = 'adr-cottage';
    await renderMail();
    expect((await screen.findByRole('radio', { name: /Cottage/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Home/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('mails the chosen slip to the chosen address: disabled while sending, then a confirmation with the reference takes focus', async () => {
    const bodies = sentBodies(true);
    await renderMail();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Corolla/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Work/ }));
    expect(mailPinkSlipState.selectedAddressId).toBe('adr-office');
    const send = screen.getByRole('button', { name: 'Mail the pink slip' });
    await userEvent.click(send);
    // Busy, not disabled, so the focus stays on it (renderers/busy-button.ts).
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(send);
    expect(send.textContent).toBe('Sending…');
    expect(appState.sendingData).toBe(true);
    await userEvent.click(send);
    bodies.release();
    const confirmation = await screen.findByText(/on the way/);
    expect(confirmation.getAttribute('role')).toBe('status');
    expect(confirmation.textContent).toMatch(/^Your pink slip is on the way to Work, 100 King Street West, 21st floor, Toronto ON M5X 1A9\. Reference: CP-[A-Z0-9]{10}\.$/);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(appState.sendingData).toBe(false);
    expect([...bodies]).toEqual([{ addressId: 'adr-office', slipIds: ['slip-crv'] }]);
    // Another copy: the form again, on the address chosen last.
    await userEvent.click(screen.getByRole('button', { name: 'Mail another copy' }));
    expect((screen.getByRole('radio', { name: /Work/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks for a slip when none is chosen, and sends nothing', async () => {
    const bodies = sentBodies();
    await renderMail();
    await userEvent.click(await screen.findByRole('checkbox', { name: /CR-V/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Corolla/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail the pink slip' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one pink slip.');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /CR-V/ }));
    expect([...bodies]).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /CR-V/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when mailing fails, keeps the choices, and Try again sends them', async () => {
    const bodies = sentBodies();
    setFailures(['/pinkSlips/send']);
    await renderMail();
    await userEvent.click(await screen.findByRole('radio', { name: /Cottage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail 2 pink slips' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The pink slips could not be mailed.');
    expect(appState.sendingData).toBe(false);
    expect((screen.getByRole('radio', { name: /Cottage/ }) as HTMLInputElement).checked).toBe(true);
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your 2 pink slips are on the way to Cottage, 1172 Muskoka Road 118 West/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies.at(-1)).toEqual({ addressId: 'adr-cottage', slipIds: ['slip-crv', 'slip-corolla'] });
  });

  it('offers a retry when the slips and addresses cannot be loaded', async () => {
    setFailures(['/pinkSlips']);
    await renderMail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The pink slips and your addresses could not be loaded.');
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Pink slips to mail' })).toBeTruthy();
  });

  it('says a policy without pink slips has none to mail', async () => {
    await renderMail('pol-auto-2');
    expect(await screen.findByText('This policy has no pink slip to mail.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mail/ })).toBeNull();
  });

  it('says there is no address to mail to when the account has none', async () => {
    const slip = {
      id: 'slip-crv', policyId: 'pol-auto-1', policyNumber: 'AU-4821-0937', insuranceCompany: 'Intact Insurance', effectiveDate: '2026-09-15', expiryDate: '2027-09-15', url: '/api/files/pink-slip-veh-crv.pdf',
      vehicle: { id: 'veh-crv', year: 2020, make: 'Honda', model: 'CR-V EX-L', vin: '2HKRW2H53LH612345' },
    };
    fixtureServer.use(http.get('*/api/pinkSlips', () => HttpResponse.json({ data: { slips: [slip], addresses: [] } })));
    await renderMail();
    expect(await screen.findByText('There is no mailing address on your account. Please ask your broker to add one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mail/ })).toBeNull();
  });

  it('confirms in French', async () => {
    await renderMail('pol-auto-1', { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Poster un certificat d’assurance' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Poster les 2 certificats' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toMatch(/^Vos 2 certificats d’assurance sont en route vers Home, 48 Maple Crescent, Oakville ON L6J 2X5\. Référence\u00a0: CP-[A-Z0-9]{10}\.$/);
  });
});

describe('addressLine', () => {
  it('reads an address on one line', () => {
    expect(addressLine({ label: 'Home', address: '48 Maple Crescent', city: 'Oakville', province: 'ON', zip: 'L6J 2X5' })).toBe('Home, 48 Maple Crescent, Oakville ON L6J 2X5');
  });
});
