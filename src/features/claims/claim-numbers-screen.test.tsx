import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fixtureServer, resetFixtureBackend } from '../../../fixtures/backend/node.ts';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { signedInSession, FIXTURE_TEST_BASE } from '../../../fixtures/backend/test-session.ts';
import { configureApi } from '../../api/api.ts';
import { setRuntime } from '../../state/runtime-state.ts';
import { buildRuntime } from '../../settings/settings-pipeline.ts';
import { resetRequest } from '../../state/request-cycle.ts';
import { claimNumbersState } from './claim-numbers-state.ts';
import en from '../../generated/i18n/en.json';
import fr from '../../generated/i18n/fr.json';
import ClaimNumbersScreen from './claim-numbers-screen.tsx';
import { features } from '../feature-registry.ts';

beforeAll(() => fixtureServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => fixtureServer.close());

async function renderScreen(options: { showClaimNumbers: boolean; locale?: 'en' | 'fr' }) {
  const session = await signedInSession();
  configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => 'en', token: () => session.token });
  setRuntime(buildRuntime([{ features: { reportClaim: true }, claimOptions: { showClaimNumbers: options.showClaimNumbers } }], { brokerId: 'maplecrest', mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults }));
  const location = memoryLocation({ path: '/claims', record: true });
  const locale = options.locale ?? 'en';
  render(
    <IntlProvider locale={`${locale}-CA`} messages={(locale === 'en' ? en : fr) as never}>
      <Router hook={location.hook}>
        <ClaimNumbersScreen />
      </Router>
    </IntlProvider>,
  );
  return location;
}

describe('ClaimNumbersScreen', () => {
  beforeEach(() => {
    resetFixtureBackend();
    resetRequest(claimNumbersState.claimNumbers);
  });

  it('lists insurance companies and brokerages with callable numbers, and leads on to the wizard', async () => {
    const location = await renderScreen({ showClaimNumbers: true });
    const companies = await screen.findByRole('region', { name: 'Insurance companies' });
    expect(within(companies).getByText('Intact Insurance')).toBeTruthy();
    const call = within(companies).getByRole('link', { name: 'Call Intact Insurance' });
    expect(call.getAttribute('href')).toBe('tel:18664642424');
    const brokerages = screen.getByRole('region', { name: 'Brokerages' });
    expect(within(brokerages).getAllByRole('listitem').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('link', { name: 'Report a claim online' }));
    expect(location.history.at(-1)).toBe('/claims/form');
  });

  it('says so and offers a retry when the call fails, then shows the lists', async () => {
    setFailures(['/claims/claimNumbers']);
    await renderScreen({ showClaimNumbers: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The claim numbers could not be loaded.');
    setFailures([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Insurance companies' })).toBeTruthy();
  });

  it('goes straight to the wizard when the brokerage does not show claim numbers', async () => {
    const location = await renderScreen({ showClaimNumbers: false });
    expect(location.history.at(-1)).toBe('/claims/form');
  });

  it('speaks French', async () => {
    await renderScreen({ showClaimNumbers: true, locale: 'fr' });
    expect(await screen.findByRole('region', { name: 'Compagnies d’assurance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Déclarer un sinistre en ligne' })).toBeTruthy();
  });
});
