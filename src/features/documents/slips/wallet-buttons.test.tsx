// The wallet badges under an electronic slip: shown where the brokerage offers them and the device
// can use them, the Apple pass fetched with the session and saved as a .pkpass, the Google save
// link opened in the tab opened at the tap, and on a computer the code that opens the slip on a phone.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderInApp, setupFixtureBackend } from '../../../../tests/render-in-app.tsx';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import CreateSlipScreen from './create-slip-screen.tsx';

setupFixtureBackend();

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

afterEach(() => vi.restoreAllMocks());

async function openSlip(userAgent: string, kind: string, walletPasses = { apple: true, google: true }, language: 'en' | 'fr' = 'en') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const location = memoryLocation({ path: withQuery(PATHS.createSlip, { id: 'pol-auto-1', slip: 'doc-1002', kind, vehicle: 'veh-crv' }), record: true });
  const ui: ReactElement = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CreateSlipScreen />
    </Router>
  );
  await renderInApp(ui, { signedIn: 'emilie.tremblay@example.ca', language, settings: [{ features: { documents: true }, proofOfInsurance: { walletPasses } }] });
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

describe('WalletButtons', () => {
  it('on an iPhone offers Add to Apple Wallet only, and saves the signed pass as a .pkpass', async () => {
    const view = await openSlip(UA.iphone, 'eIdCard');
    expect(within(view).queryByRole('button', { name: 'Save to Google Wallet' })).toBeNull();
    expect(within(view).queryByRole('button', { name: /code/ })).toBeNull();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:pass'));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('proof-of-insurance-AU-4821-0937.pkpass');
    });
    const badge = within(view).getByRole('button', { name: 'Add to Apple Wallet' });
    expect(within(badge).getByRole('img').getAttribute('src')).toBe('/wallet/add-to-apple-wallet-en.svg');
    await userEvent.click(badge);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(saved[0]?.type).toBe('application/vnd.apple.pkpass');
    expect(saved[0]?.size).toBeGreaterThan(1000);
    await waitFor(() => expect(view.querySelector('.slip-wallet-status')?.textContent).toContain('open it to add it to Apple Wallet'));
  });

  it('on Android offers Save to Google Wallet only, and opens the save link in the tab opened at the tap', async () => {
    const view = await openSlip(UA.android, 'eSlip');
    expect(within(view).queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
    const tab = { closed: false, opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await userEvent.click(within(view).getByRole('button', { name: 'Save to Google Wallet' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.replace.mock.calls[0]?.[0]).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tab.opener).toBeNull();
  });

  it('says so when the pass cannot be made, and closes the tab it opened', async () => {
    const view = await openSlip(UA.android, 'eSlip');
    const tab = { closed: false, opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { setFailures } = await import('../../../../fixtures/backend/fail-switch.ts');
    setFailures(['/wallet/googleSaveLink:500']);
    await userEvent.click(within(view).getByRole('button', { name: 'Save to Google Wallet' }));
    expect((await within(view).findByRole('alert')).textContent).toContain('The wallet pass could not be made.');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('on a computer offers Google (Chrome) and a code that opens the slip on a phone, in French', async () => {
    const view = await openSlip(UA.desktopChrome, 'eIdCard', { apple: true, google: true }, 'fr');
    const badge = within(view).getByRole('button', { name: 'Enregistrer dans Google Wallet' });
    expect(within(badge).getByRole('img').getAttribute('src')).toBe('/wallet/save-to-google-wallet-fr.svg');
    const toggle = within(view).getByRole('button', { name: 'Afficher un code pour ouvrir cette preuve sur votre téléphone' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const code = within(view).getByRole('img', { name: 'Code QR qui ouvre cette preuve sur un téléphone' });
    expect(code.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
  });

  it('shows nothing where the brokerage offers no wallet', async () => {
    const view = await openSlip(UA.iphone, 'eIdCard', { apple: false, google: false });
    expect(within(view).getByRole('heading', { name: 'Insurance ID card' })).toBeTruthy();
    expect(within(view).queryByRole('region', { name: 'In your phone’s wallet' })).toBeNull();
  });

  it('shows nothing under a paper slip', async () => {
    const view = await openSlip(UA.iphone, 'pinkSlip');
    expect(within(view).getByRole('heading', { name: 'Liability insurance card' })).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
  });
});
