import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { features } from '../feature-registry.ts';
import HomeScreen from './home-screen.tsx';
import { DEFAULT_KEY_ACTIONS } from './key-actions.ts';

setupFixtureBackend();

const ALL_ON = { features: { requestQuote: true, documents: true, reportClaim: true, payments: true, inventory: true, chat: true } };

/** A declared slice's state, by name (the start page reads them through the registry too). */
function slice<T>(name: string): T {
  const found = features.slices.find((s) => s.name === name);
  if (!found) throw new Error(`no slice ${name}`);
  return found.state as T;
}
type Steps = { steps: Record<string, { value: unknown; completed: boolean }> };

/** A screen as wide as a desktop (the sidebar's breakpoint matches) for this test. */
function wideScreen(): void {
  const list = { matches: true, media: '', addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  window.matchMedia = (query: string) => ({ ...list, media: query }) as MediaQueryList;
  onTestFinished(() => {
    delete (window as Partial<Window>).matchMedia;
  });
}

describe('HomeScreen', () => {
  it('shows the main menu, and the rating when a menu entry asks for it (/?review)', async () => {
    const layer = { brand: { name: 'Lakeshore' }, featuresAndOptions: [{ name: 'Rate us', url: '/?review', order: 1 }] };
    await renderInApp(<HomeScreen />, { path: '/', settings: layer });
    expect(screen.getAllByRole('link', { name: /Rate us/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the rating from the home menu entry', async () => {
    await renderInApp(<HomeScreen />, { path: '/?review', settings: { brand: { name: 'Lakeshore' } } });
    expect((await screen.findAllByRole('radio')).length).toBe(5);
  });

  it('greets a visitor under the brand name, with no pending section when nothing is pending', async () => {
    await renderInApp(<HomeScreen />, { settings: [ALL_ON, { brand: { name: 'Lakeshore' } }] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lakeshore');
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull();
  });

  it('greets a signed-in user by the first name of their profile, never by e-mail first', async () => {
    await renderInApp(<HomeScreen />, { signedIn: 'emilie.tremblay@example.ca', settings: { features: { documents: true, reportClaim: true, payments: false } } });
    const greeting = document.querySelector('.home-greeting');
    expect(greeting?.textContent).toBe('Hello');
    expect(await screen.findByText('Hello, Émilie')).toBe(greeting);
  });

  it('greets by e-mail when the profile cannot be read, and in French by the first name', async () => {
    setFailures(['/me']);
    const first = await renderInApp(<HomeScreen />, { signedIn: 'emilie.tremblay@example.ca' });
    expect(await screen.findByText('Hello, emilie.tremblay@example.ca')).toBeTruthy();
    first.cleanup();
    setFailures([]);
    await renderInApp(<HomeScreen />, { signedIn: 'emilie.tremblay@example.ca', language: 'fr' });
    expect(await screen.findByText('Bonjour, Émilie')).toBeTruthy();
  });

  it('says when nothing is waiting for a signed-in user', async () => {
    await renderInApp(<HomeScreen />, { signedIn: 'ana@example.ca', settings: { features: { documents: true, reportClaim: true, payments: false } } });
    await screen.findByText('Hello, Ana');
    const pending = screen.getByRole('region', { name: 'Waiting for you' });
    expect(pending.textContent).toContain('Nothing is waiting for you');
    expect(within(pending).queryAllByRole('link')).toEqual([]);
  });

  it('beside the desktop sidebar, offers the first entries as key-action cards instead of the whole menu again', async () => {
    wideScreen();
    const { container, runtime } = await renderInApp(<HomeScreen />, { settings: ALL_ON });
    expect(runtime.shell.sidebar).toBe(true);
    expect(runtime.menu.length).toBeGreaterThan(DEFAULT_KEY_ACTIONS);
    const nav = screen.getByRole('navigation', { name: 'What would you like to do?' });
    expect(nav.querySelector('.menu-cards')).not.toBeNull();
    expect([...nav.querySelectorAll('.menu-name')].map((n) => n.textContent)).toEqual(['Get Quote', 'My Documents', 'Report Claim', 'Payments']);
    expect(container.querySelectorAll('.menu-name').length).toBe(DEFAULT_KEY_ACTIONS);
  });

  it('offers the entries the brokerage marked as key actions, in menu order', async () => {
    wideScreen();
    const { container } = await renderInApp(<HomeScreen />, {
      settings: {
        features: { documents: true, reportClaim: true, payments: true, chat: true },
        featuresAndOptions: [
          { name: 'Documents', feature: 'documents', url: '/documents', order: 1 },
          { name: 'Pay a bill', feature: 'payments', url: '/payments', order: 3, keyAction: true },
          { name: 'Claim', feature: 'reportClaim', url: '/claims', order: 2, keyAction: true },
          { name: 'Chat with us', feature: 'chat', url: '/chat', order: 4 },
        ],
      },
    });
    const nav = screen.getByRole('navigation', { name: 'What would you like to do?' });
    expect([...nav.querySelectorAll('.menu-name')].map((n) => n.textContent)).toEqual(['Claim', 'Pay a bill']);
    expect(container.querySelectorAll('.menu-name').length).toBe(2);
  });

  it('on a phone, shows the whole menu', async () => {
    const { container, runtime } = await renderInApp(<HomeScreen />, { settings: ALL_ON });
    expect(container.querySelector('.menu-cards')).toBeNull();
    expect(container.querySelectorAll('.home-menu .menu-name').length).toBe(runtime.menu.length);
  });

  it('in the widget (no sidebar), shows the whole menu even on a wide screen', async () => {
    wideScreen();
    const { container, runtime } = await renderInApp(<HomeScreen />, { settings: ALL_ON, mode: 'widget' });
    expect(runtime.shell.sidebar).toBe(false);
    expect(container.querySelector('.menu-cards')).toBeNull();
    expect(container.querySelectorAll('.home-menu .menu-name').length).toBe(runtime.menu.length);
  });

  it('lists a claim draft, a half-filled payment and saved slips, each with the link that takes it up again', async () => {
    const claim = slice<Steps>('claim');
    const payment = slice<Steps>('payment');
    const documents = slice<{ savedSlips: Record<string, unknown>; timeAdded: Record<string, string> }>('documents');
    const { location } = await renderInApp(<HomeScreen />, { signedIn: 'ana@example.ca', settings: ALL_ON });
    const firstStep = Object.keys(claim.steps)[0] as string;
    claim.steps[firstStep] = { value: { make: 'Honda' }, completed: true };
    const firstPaymentStep = Object.keys(payment.steps)[0] as string;
    payment.steps[firstPaymentStep] = { value: { amount: 120 }, completed: true };
    documents.savedSlips = {
      'slip-1': { id: 'slip-1', kind: 'pinkSlip', policy: { policyNumber: 'AU-4821-0937' } },
      'slip-2': { id: 'slip-2', kind: 'eIdCard', policy: { policyNumber: 'WA-2209-5561' } },
    };
    documents.timeAdded = { 'slip-1': '2026-11-01T10:00:00Z', 'slip-2': '2026-11-20T10:00:00Z' };
    const pending = await screen.findByRole('region', { name: 'Waiting for you' });
    await within(pending).findByRole('link', { name: 'Continue your claim' });
    const links = within(pending).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Continue your claim', '/claims/form'],
      ['Make a payment', '/payments'],
      ['Continue your payment', '/payments'],
      // Newest first.
      ['Open the eID card of policy WA-2209-5561', '/documents/create-slip?slip=slip-2'],
      ['Open the pink slip of policy AU-4821-0937', '/documents/create-slip?slip=slip-1'],
    ]);
    expect(pending.textContent).toContain('A claim you started and have not sent yet.');
    expect(pending.textContent).toContain('Pink slip saved on this device (policy AU-4821-0937).');
    await userEvent.click(within(pending).getByRole('link', { name: 'Continue your claim' }));
    expect(location.history.at(-1)).toBe('/claims/form');
  });

  it('shows the payment due soonest to a signed-in user, and nothing when the options cannot be read', async () => {
    await renderInApp(<HomeScreen />, { signedIn: 'ana@example.ca', settings: { features: { payments: true } } });
    const pending = await screen.findByRole('region', { name: 'Waiting for you' });
    // The fixture's policies: the home policy is due first (December 1), the auto one later.
    await within(pending).findByText('$165.38 due by December 1, 2026 (policy HO-7732-1180).');
    expect(within(pending).getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe('/payments');
  });

  it('says nothing of a payment due when the payment options fail', async () => {
    setFailures(['/payments/getPaymentOptions']);
    onTestFinished(() => setFailures([]));
    await renderInApp(<HomeScreen />, { signedIn: 'ana@example.ca', settings: { features: { payments: true } } });
    const pending = await screen.findByRole('region', { name: 'Waiting for you' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pending.textContent).toContain('Nothing is waiting for you');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists nothing of a feature the brokerage has off, and no claim or slip for a visitor', async () => {
    const claim = slice<Steps>('claim');
    const payment = slice<Steps>('payment');
    await renderInApp(<HomeScreen />, { settings: { features: { reportClaim: true, payments: true } } });
    const firstStep = Object.keys(claim.steps)[0] as string;
    claim.steps[firstStep] = { value: { make: 'Honda' }, completed: true };
    const firstPaymentStep = Object.keys(payment.steps)[0] as string;
    payment.steps[firstPaymentStep] = { value: { amount: 120 }, completed: true };
    const pending = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(pending).getAllByRole('link').map((link) => link.textContent)).toEqual(['Continue your payment']);
  });

  it('reads in French', async () => {
    await renderInApp(<HomeScreen />, { language: 'fr', signedIn: 'ana@example.ca', settings: ALL_ON });
    expect(screen.getByRole('region', { name: 'En attente' }).textContent).toContain('Rien ne vous attend');
    expect(await screen.findByText('Bonjour, Ana')).toBeTruthy();
  });
});
