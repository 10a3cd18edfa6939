// The policy summary on the fixture backend: details, coverages and premiums in CAD in the locale,
// the way to its slips when it gets any, and the loading / error states.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setFailures } from '../../../../fixtures/backend/fail-switch.ts';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions } from '../../../../tests/render-in-app.tsx';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { documentsState } from '../documents-state.ts';
import PolicySummaryScreen from './policy-summary-screen.tsx';

setupFixtureBackend();

/** The screen at a url with its query (the harness's router reads paths only). */
async function renderAt(query: Record<string, string>, options: RenderInAppOptions = {}) {
  const location = memoryLocation({ path: withQuery(PATHS.policySummary, query), record: true });
  const ui: ReactElement = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PolicySummaryScreen />
    </Router>
  );
  const app = await renderInApp(ui, { signedIn: true, settings: { features: { documents: true } }, ...options });
  return { ...app, location };
}

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The value of a fact of the policy (its <dd>) by its label (<dt>). */
function fact(label: string): string | null {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? null;
}

describe('PolicySummaryScreen', () => {
  it('shows an auto policy in force: insured, term, address, billing, premiums in CAD, and the way to its slips', async () => {
    await renderAt({ id: 'pol-auto-1' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('AU-4821-0937')).toBeTruthy();
    expect(documentsState.policy).toBe('pol-auto-1');
    expect(screen.getByText('Auto policy')).toBeTruthy();
    expect(screen.getByText('In force')).toBeTruthy();
    expect(fact('Policy number')).toBe('AU-4821-0937');
    expect(fact('Insurance company')).toBe('Intact Insurance');
    expect(fact('Insured')).toBe('Émilie Tremblay');
    expect(fact('Term')).toBe('September 15, 2026 to September 15, 2027');
    expect(fact('Address')).toBe('48 Maple Crescent, Oakville, ON L6J 2X5');
    expect(fact('Billing')).toBe('Billed by the insurance company');
    expect(fact('Annual premium')).toBe('$2,846.00');

    const table = screen.getByRole('table');
    const liability = within(table).getByRole('row', { name: /Third party liability/ });
    expect(within(liability).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$2,000,000.00', '—None', '$912.00']);
    const collision = within(table).getByRole('row', { name: /Collision or upset/ });
    expect(within(collision).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—None', '$1,000.00', '$688.00']);
    expect(within(table).getByRole('row', { name: /Total annual premium/ }).textContent).toContain('$2,846.00');

    const link = screen.getByRole('link', { name: 'Get proof of insurance' });
    expect(link.getAttribute('href')).toBe(withQuery(PATHS.createSlip, { id: 'pol-auto-1' }));
  });

  it('speaks French with fr-CA money and dates', async () => {
    await renderAt({ id: 'pol-auto-1' }, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Sommaire de la police' })).toBeTruthy();
    await screen.findByText('AU-4821-0937');
    expect(fact('Période d’assurance')).toBe('Du 15 septembre 2026 au 15 septembre 2027');
    expect(screen.getByText('Police automobile')).toBeTruthy();
    expect(fact('Facturation')).toBe('Facturée par la compagnie d’assurance');
    expect(nbsp(fact('Prime annuelle') ?? '')).toBe('2 846,00 $');
    const total = screen.getByRole('row', { name: /Prime annuelle totale/ });
    expect(nbsp(total.textContent ?? '')).toContain('2 846,00 $');
    expect(screen.getByRole('link', { name: 'Obtenir une preuve d’assurance' })).toBeTruthy();
  });

  it('says why a policy gets no slip: a home policy billed by the broker', async () => {
    await renderAt({ id: 'pol-home-1' });
    await screen.findByText('HO-7732-1180');
    expect(fact('Billing')).toBe('Billed by your broker');
    expect(screen.getByText('Proof of insurance slips are for auto policies.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get proof of insurance' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Vehicles' })).toBeNull();
  });

  it('offers no slip for a cancelled auto policy', async () => {
    await renderAt({ id: 'pol-auto-2' });
    await screen.findByText('WA-2209-5561');
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Slips are offered only while the policy is in force.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get proof of insurance' })).toBeNull();
  });

  it('lists the drivers of a policy that is not auto', async () => {
    await renderAt({ id: 'pol-boat-1' });
    const drivers = await screen.findByRole('region', { name: 'Drivers' });
    expect(within(drivers).getByText('Julien Tremblay')).toBeTruthy();
    expect(within(drivers).getByText(/^Licensed in [A-Z]{2}$/)).toBeTruthy();
  });

  it('uses the policy chosen earlier when the url has none, and says so when there is none', async () => {
    documentsState.policy = 'pol-home-1';
    const first = await renderAt({});
    expect(await screen.findByText('HO-7732-1180')).toBeTruthy();
    first.cleanup();
    await renderAt({});
    expect(screen.getByText('No policy is selected. Choose one in your documents.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to documents and policies' }).getAttribute('href')).toBe(PATHS.documents);
  });

  it('says the policy could not be loaded, with a retry that works', async () => {
    setFailures(['/documents/getPolicyDetails']);
    await renderAt({ id: 'pol-auto-1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The policy could not be loaded.');
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AU-4821-0937')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
