// The slip screen on the fixture backend: consent before the first slip (and never again), the
// kinds a province allows, creating a slip, the full-screen slip view, saving it to the device and
// opening it again with no server, the screen-lock guidance, in English and French.
import type { ReactElement } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setFailures } from '../../../../fixtures/backend/fail-switch.ts';
import { fixtureServer } from '../../../../fixtures/backend/node.ts';
import policies from '../../../../fixtures/data/policies.json';
import vehicles from '../../../../fixtures/data/vehicles.json';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions, type SettingsLayer } from '../../../../tests/render-in-app.tsx';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { sessionState } from '../../../state/session-state.ts';
import { documentsState } from '../documents-state.ts';
import { saveSlip } from './slip-wallet.ts';
import CreateSlipScreen from './create-slip-screen.tsx';

setupFixtureBackend();

const CONSENTED = 'emilie.tremblay@example.ca';
const NOT_CONSENTED = 'julien.tremblay@example.ca';

async function renderAt(query: Record<string, string>, options: RenderInAppOptions & { settings?: SettingsLayer } = {}) {
  const location = memoryLocation({ path: withQuery(PATHS.createSlip, query), record: true });
  const ui: ReactElement = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CreateSlipScreen />
    </Router>
  );
  const app = await renderInApp(ui, { signedIn: CONSENTED, ...options, settings: [{ features: { documents: true } }, options.settings ?? {}] });
  return { ...app, location };
}

function fixturePolicy(id: string, dates: Partial<PolicyDetails> = {}): PolicyDetails {
  const stored = policies.find((p) => p.id === id) as unknown as PolicyDetails & { vehicleIds: string[] };
  return { ...stored, vehicles: vehicles.filter((v) => stored.vehicleIds.includes(v.id)), drivers: [], ...dates } as PolicyDetails;
}

/** The requests the screen sent, by path. */
function requestLog(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  fixtureServer.events.on('request:start', listener);
  onTestFinished(() => void fixtureServer.events.removeListener('request:start', listener));
  return paths;
}

describe('CreateSlipScreen: opened without a policy', () => {
  it('offers the auto policies a slip can be made for, each leading to its slips', async () => {
    await renderAt({});
    const link = await screen.findByRole('link', { name: /^Auto policy AU-4821-0937/ }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(withQuery(PATHS.createSlip, { id: 'pol-auto-1' }));
    // A home policy, or an auto policy that allows no slip online, is not offered.
    expect(screen.queryByRole('link', { name: /HO-7732-1180|WA-2209-5561/ })).toBeNull();
  });
});

describe('CreateSlipScreen: consent', () => {
  it('asks a user who has not consented, needs the box ticked, saves the consent, then offers the slip', async () => {
    await renderAt({ id: 'pol-auto-1' }, { signedIn: NOT_CONSENTED });
    const consent = await screen.findByRole('region', { name: 'Please accept these terms' });
    expect(screen.queryByRole('button', { name: 'Create the slip' })).toBeNull();
    await userEvent.click(within(consent).getByRole('button', { name: 'Accept and continue' }));
    expect((await within(consent).findByRole('alert')).textContent).toBe('Please accept these terms');
    const box = within(consent).getByRole('checkbox', { name: 'I have read and accept these terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    await userEvent.click(box);
    await userEvent.click(within(consent).getByRole('button', { name: 'Accept and continue' }));
    const heading = await screen.findByRole('heading', { name: 'Create a slip' });
    expect(sessionState.user?.hasSlipConsent).toBe(true);
    expect(screen.queryByRole('region', { name: 'Please accept these terms' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keeps the terms with the failure when the consent is not saved', async () => {
    setFailures(['/me']);
    await renderAt({ id: 'pol-auto-1' }, { signedIn: NOT_CONSENTED });
    const consent = await screen.findByRole('region', { name: 'Please accept these terms' });
    await userEvent.click(within(consent).getByRole('checkbox'));
    await userEvent.click(within(consent).getByRole('button', { name: 'Accept and continue' }));
    expect((await within(consent).findByRole('alert')).textContent).toContain('Your answer could not be saved.');
    expect(sessionState.user?.hasSlipConsent).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Create a slip' })).toBeNull();
  });

  it('does not ask a user who consented', async () => {
    const sent = requestLog();
    await renderAt({ id: 'pol-auto-1' });
    expect(await screen.findByRole('heading', { name: 'Create a slip' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Please accept these terms' })).toBeNull();
    expect(sent.some((path) => path.endsWith('/me'))).toBe(false);
  });

  it('asks in French', async () => {
    await renderAt({ id: 'pol-auto-1' }, { signedIn: NOT_CONSENTED, language: 'fr' });
    const consent = await screen.findByRole('region', { name: 'Veuillez accepter ces conditions' });
    expect(within(consent).getByRole('checkbox', { name: 'J’ai lu et j’accepte ces conditions' })).toBeTruthy();
    expect(within(consent).getByRole('button', { name: 'Accepter et continuer' })).toBeTruthy();
  });
});

describe('CreateSlipScreen: kinds and creation', () => {
  it('offers the three kinds in Ontario, creates the slip for the chosen vehicle and shows it full screen', async () => {
    const { location } = await renderAt({ id: 'pol-auto-1' });
    await screen.findByRole('heading', { name: 'Create a slip' });
    const kinds = screen.getByRole('group', { name: 'Kind of slip' });
    expect(within(kinds).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('.slip-choice-name')?.textContent)).toEqual(['Pink slip', 'eSlip', 'eID card']);
    await userEvent.click(screen.getByRole('radio', { name: /2017 Toyota Corolla LE/ }));
    await userEvent.click(screen.getByRole('radio', { name: /eSlip/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the slip' }));

    const view = await screen.findByRole('dialog', { name: 'Electronic proof of automobile insurance' });
    const url = new URL(location.history.at(-1) ?? '', 'http://x');
    expect(url.pathname).toBe(PATHS.createSlip);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ id: 'pol-auto-1', kind: 'eSlip', vehicle: 'veh-corolla', slip: expect.stringMatching(/^doc-/) });
    expect(view.querySelector('.slip-card')?.classList.contains('pink')).toBe(true);
    const text = view.textContent ?? '';
    for (const expected of ['AU-4821-0937', 'Intact Insurance', 'Émilie Tremblay', '2017 Toyota Corolla LE', '2T1BURHE5HC874512', 'September 15, 2026', 'September 15, 2027', 'Ontario Standard Automobile Policy']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Maplecrest');
    expect(document.activeElement).toBe(within(view).getByRole('heading', { name: 'Electronic proof of automobile insurance' }));
  });

  it('offers only the paper slip where the province does not accept electronic proof', async () => {
    await renderAt({ id: 'pol-auto-1' }, { settings: { proofOfInsurance: { provinces: { ON: { electronicAccepted: false } } } } });
    const kinds = await screen.findByRole('group', { name: 'Kind of slip' });
    expect(within(kinds).getAllByRole('radio')).toHaveLength(1);
    expect(within(kinds).getByText(/Electronic proof is not accepted in the province or territory of this policy/)).toBeTruthy();
  });

  it('refuses a url that names a kind the province does not accept', async () => {
    await renderAt({ id: 'pol-auto-1', slip: 'doc-x', kind: 'eSlip', vehicle: 'veh-crv' }, { settings: { proofOfInsurance: { provinces: { ON: { electronicAccepted: false } } } } });
    expect((await screen.findByText(/This slip cannot be shown/)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no slip for a policy that is not in force, and asks no consent', async () => {
    await renderAt({ id: 'pol-auto-2' }, { signedIn: NOT_CONSENTED });
    expect(await screen.findByText('Slips are offered only while the policy is in force.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Please accept these terms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create the slip' })).toBeNull();
  });

  it('says the slip could not be created, and stays', async () => {
    setFailures(['/documents/slip']);
    const { location } = await renderAt({ id: 'pol-auto-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create the slip' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The slip could not be created.');
    expect(location.history.at(-1)).toBe(withQuery(PATHS.createSlip, { id: 'pol-auto-1' }));
  });
});

describe('CreateSlipScreen: the slip view', () => {
  it('saves the slip to this device, lists it, and opens it again with no server', async () => {
    const first = await renderAt({ id: 'pol-auto-1', slip: 'doc-777', kind: 'pinkSlip', vehicle: 'veh-crv' });
    const view = await screen.findByRole('dialog', { name: 'Liability insurance card' });
    expect(within(view).getByText('Pink slip')).toBeTruthy();
    await userEvent.click(within(view).getByRole('button', { name: 'Save to this device' }));
    expect(documentsState.addedToWallet).toEqual(['doc-777']);
    expect(Date.parse(documentsState.timeAdded['doc-777'] ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(documentsState.savedSlips['doc-777']).toMatchObject({ kind: 'pinkSlip', vehicleIndex: 0, policy: { policyNumber: 'AU-4821-0937' } });
    expect(within(view).getByRole('status').textContent).toBe('Saved. This slip now opens on this device without a connection.');
    expect(within(view).getByRole('button', { name: 'Remove from this device' })).toBeTruthy();
    const saved = structuredClone({ addedToWallet: [...documentsState.addedToWallet], timeAdded: { ...documentsState.timeAdded }, savedSlips: JSON.parse(JSON.stringify(documentsState.savedSlips)) as typeof documentsState.savedSlips });
    first.cleanup();

    // No server at all: the saved slip still opens from the list.
    setFailures(['/documents:network']);
    const sent = requestLog();
    Object.assign(documentsState, saved);
    const { location } = await renderAt({});
    const list = screen.getByRole('region', { name: 'Saved on this device' });
    await userEvent.click(within(list).getByRole('link', { name: 'Open the Pink slip of the 2020 Honda CR-V EX-L' }));
    expect(location.history.at(-1)).toBe(withQuery(PATHS.createSlip, { slip: 'doc-777' }));
    const again = await screen.findByRole('dialog', { name: 'Liability insurance card' });
    expect(again.textContent).toContain('2HKRW2H53LH612345');
    expect(within(again).getByRole('status').textContent).toMatch(/^Saved on this device on /);
    expect(sent.filter((path) => path.includes('/documents/'))).toEqual([]);

    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(location.history.at(-1)).toBe(PATHS.createSlip);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Proof of insurance', level: 1 })));
  });

  it('does not open a saved slip whose policy term has ended, and lets it be removed', async () => {
    saveSlip(documentsState, { id: 'doc-old', kind: 'eSlip', policy: fixturePolicy('pol-auto-1', { effectiveDate: '2024-01-01', expiryDate: '2025-01-01' }), vehicleIndex: 0 });
    await renderAt({ slip: 'doc-old' });
    expect((await screen.findByRole('alert')).textContent).toContain('Expired on January 1, 2025.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = screen.getByRole('region', { name: 'Saved on this device' });
    expect(within(list).queryByRole('link')).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove the eSlip of the 2020 Honda CR-V EX-L from this device' }));
    expect(documentsState.addedToWallet).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Saved on this device' })).toBeNull();
  });

  it('says a slip is not on this device when the url names one that is not saved', async () => {
    await renderAt({ slip: 'doc-missing' });
    expect((await screen.findByRole('alert')).textContent).toContain('This slip is not saved on this device.');
  });

  it('shows the screen-lock guidance for Android and iPhone', async () => {
    await renderAt({ id: 'pol-auto-1', slip: 'doc-1', kind: 'eIdCard', vehicle: 'veh-crv' });
    const view = await screen.findByRole('dialog', { name: 'Insurance ID card' });
    const toggle = within(view).getByRole('button', { name: 'Show it without unlocking your phone' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(view).queryByRole('heading', { name: 'Android: app pinning' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(view).getByRole('heading', { name: 'Android: app pinning' })).toBeTruthy();
    expect(within(view).getByRole('heading', { name: 'iPhone: Guided Access' })).toBeTruthy();
    expect(within(view).getByText(/triple-click the side button/)).toBeTruthy();
  });

  it('shows the slip in French, with the province’s French wording', async () => {
    await renderAt({ id: 'pol-auto-1', slip: 'doc-1', kind: 'pinkSlip', vehicle: 'veh-crv' }, { language: 'fr' });
    const view = await screen.findByRole('dialog', { name: 'Carte d’assurance-responsabilité' });
    expect(within(view).getByText('Carte rose')).toBeTruthy();
    expect(view.textContent).toContain('Police type d’assurance automobile de l’Ontario');
    expect(view.textContent).toContain('15 septembre 2026');
    expect(within(view).getByRole('button', { name: 'Enregistrer sur cet appareil' })).toBeTruthy();
    await userEvent.click(within(view).getByRole('button', { name: 'La montrer sans déverrouiller votre téléphone' }));
    expect(within(view).getByRole('heading', { name: 'iPhone\u00a0: Accès guidé' })).toBeTruthy();
  });
});
