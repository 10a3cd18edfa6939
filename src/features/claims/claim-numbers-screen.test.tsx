import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { http, HttpResponse } from 'msw';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions, type SettingsLayer } from '../../../tests/render-in-app.tsx';
import ClaimNumbersScreen from './claim-numbers-screen.tsx';

setupFixtureBackend();

function renderScreen(options: { showClaimNumbers: boolean; settings?: SettingsLayer } & Pick<RenderInAppOptions, 'language'>) {
  return renderInApp(<ClaimNumbersScreen />, {
    path: '/claims',
    signedIn: true,
    settings: [{ features: { reportClaim: true }, claimOptions: { showClaimNumbers: options.showClaimNumbers } }, options.settings ?? {}],
    ...(options.language ? { language: options.language } : {}),
  });
}

describe('ClaimNumbersScreen', () => {
  it('lists insurance companies and brokerages with callable numbers, and leads on to the wizard', async () => {
    const { location } = await renderScreen({ showClaimNumbers: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const companies = await screen.findByRole('region', { name: 'Insurance companies' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(companies).getByText('Intact Insurance')).toBeTruthy();
    // Named by the number it shows, then whom it calls (label in name).
    const call = within(companies).getByRole('link', { name: /^1-866-464-2424\s*–\s*Call Intact Insurance$/ });
    expect(call.getAttribute('href')).toBe('tel:18664642424');
    const brokerages = screen.getByRole('region', { name: 'Brokerages' });
    expect(within(brokerages).getAllByRole('listitem').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('link', { name: 'Report a claim online' }));
    expect(location.history.at(-1)).toBe('/claims/form');
  });

  it('lists a US agency’s own lines under “Agencies”, never another brokerage’s', async () => {
    await renderInApp(<ClaimNumbersScreen />, {
      path: '/claims',
      signedIn: true,
      brokerId: 'northwind',
      settings: [{ countryIsoCode: 'US', features: { reportClaim: true }, claimOptions: { showClaimNumbers: true } }],
    });
    await screen.findByRole('region', { name: 'Insurance companies' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Insurance companies', 'Agencies']);
    const agencies = screen.getByRole('region', { name: 'Agencies' });
    expect(within(agencies).getByText('Northwind Agency – claims service')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Brokerages|Maplecrest/);
  });

  it('says so and offers a retry when the call fails, then shows the lists', async () => {
    setFailures(['/claims/claimNumbers']);
    await renderScreen({ showClaimNumbers: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The claim numbers could not be loaded.');
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Insurance companies' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats an answer off its response schema as a failed call: error with Retry, then the lists', async () => {
    // A brokerage list where the schema wants an array: nothing half-rendered, no blank screen.
    fixtureServer.use(http.get('*/api/claims/claimNumbers', () => HttpResponse.json({ data: { insuranceCompanies: [], brokerages: 'none' } }), { once: true }));
    await renderScreen({ showClaimNumbers: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The claim numbers could not be loaded.');
    expect(screen.queryByText('No claim numbers are listed yet.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Insurance companies' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no numbers when neither list has any', async () => {
    fixtureServer.use(http.get('*/api/claims/claimNumbers', () => HttpResponse.json({ data: { insuranceCompanies: [], brokerages: [] } })));
    await renderScreen({ showClaimNumbers: true });
    expect(await screen.findByText('No claim numbers are listed yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Insurance companies' })).toBeNull();
  });

  it('goes straight to the wizard when the brokerage does not show claim numbers, without calling', async () => {
    setFailures(['/claims/claimNumbers']);
    const { location } = await renderScreen({ showClaimNumbers: false });
    expect(location.history.at(-1)).toBe('/claims/form');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the broker will follow up in Canada and the agent in the US (docs/product-rules.md#broker-label)', async () => {
    const canada = await renderScreen({ showClaimNumbers: true });
    expect(screen.getByText(/report the claim online and your broker will follow up\./)).toBeTruthy();
    canada.cleanup();
    await renderScreen({ showClaimNumbers: true, settings: { countryIsoCode: 'US' } });
    expect(screen.getByText(/report the claim online and your agent will follow up\./)).toBeTruthy();
    expect(screen.queryByText(/broker will/)).toBeNull();
  });

  it('speaks French, with votre agent in the US', async () => {
    const canada = await renderScreen({ showClaimNumbers: true, language: 'fr' });
    expect(await screen.findByRole('region', { name: 'Compagnies d’assurance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Faire une réclamation en ligne' })).toBeTruthy();
    expect(screen.getByText(/et votre courtier fera le suivi\./)).toBeTruthy();
    canada.cleanup();
    await renderScreen({ showClaimNumbers: true, language: 'fr', settings: { countryIsoCode: 'US' } });
    expect(screen.getByText(/et votre agent fera le suivi\./)).toBeTruthy();
  });
});
