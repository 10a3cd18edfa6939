import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import ContactScreen from './contact-screen.tsx';
import contact from '../../../fixtures/data/contact.json';

setupFixtureBackend();

// Maplecrest's office (fixtures/data/contact.json): Monday to Saturday, 9:00 am to 5:00 pm, UTC−5.
const WEDNESDAY_NOON_TORONTO = new Date('2026-11-25T17:00:00Z');
const SUNDAY_TORONTO = new Date('2026-11-29T15:00:00Z');

function freeze(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactScreen', () => {
  it("shows the broker's company, open now, the representative found by csrDataId, hours and branches", async () => {
    freeze(WEDNESDAY_NOON_TORONTO);
    await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'My Broker' })).toBeTruthy();
    const company = (await screen.findByRole('heading', { level: 2, name: 'Maplecrest Insurance Brokers' })).closest('article') as HTMLElement;
    expect(within(company).getByText(/^Open now · closes at \d{1,2}:00 [ap]\.m\.$/)).toBeTruthy();
    expect(within(company).getByRole('link', { name: 'Call 905-555-0110' }).getAttribute('href')).toBe('tel:9055550110');
    expect(within(company).getByRole('link', { name: 'Toll free 1-888-555-0110' }).getAttribute('href')).toBe('tel:18885550110');
    expect(within(company).getByRole('link', { name: 'E-mail hello@maplecrestinsurance.ca' }).getAttribute('href')).toBe('mailto:hello@maplecrestinsurance.ca');
    const map = within(company).getByRole('link', { name: /^Map: 225 Lakeshore Road East, Suite 300, Oakville, ON L6J 1H6/ });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=225%20Lakeshore%20Road%20East%2C%20Suite%20300%2C%20Oakville%2C%20ON%20L6J%201H6');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('heading', { name: 'Away notice' })).toBeNull();

    // The signed-in user's csrDataId is csr-102: Daniel Singh, from the staff members.
    const staff = (await screen.findByRole('heading', { name: 'Your representative' })).closest('section') as HTMLElement;
    expect(within(staff).getByText('Daniel Singh')).toBeTruthy();
    expect(within(staff).getByText('Senior Account Manager, Personal Lines')).toBeTruthy();
    expect(within(staff).getByRole('link', { name: 'Call 905-555-0110 ext. 204' }).getAttribute('href')).toBe('tel:9055550110,204');

    const table = screen.getByRole('table', { name: /Working hours, office time \(UTC−5\)/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Monday9:00 a\.m\. to 5:00 p\.m\.$/),
      expect.stringMatching(/^Tuesday9:00/),
      expect.stringMatching(/^Wednesday \(today\)9:00/),
      expect.stringMatching(/^Thursday9:00/),
      expect.stringMatching(/^Friday9:00/),
      expect.stringMatching(/^Saturday9:00/),
      'SundayClosed',
    ]);

    const branches = within(screen.getByRole('heading', { name: 'Other branches' }).closest('section') as HTMLElement).getAllByRole('listitem', { name: '' });
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Mississauga – Port Credit', 'Montréal – Plateau', 'Calgary – Kensington']);
    expect(branches.length).toBeGreaterThanOrEqual(3);
    const calgary = screen.getByRole('heading', { level: 3, name: 'Calgary – Kensington' }).closest('li') as HTMLElement;
    expect(within(calgary).getByText(/^Monday to Friday: 8:00 a\.m\. to 4:00 p\.m\. \(UTC−7\)$/)).toBeTruthy();
    expect(within(calgary).getByText(/^Open now · closes at/)).toBeTruthy();
    // A branch without an e-mail has no e-mail link.
    expect(within(calgary).queryByRole('link', { name: /^E-mail/ })).toBeNull();
  });

  it('after hours: closed with the next opening and the away notice', async () => {
    freeze(SUNDAY_TORONTO);
    await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true });
    const company = (await screen.findByRole('heading', { level: 2, name: 'Maplecrest Insurance Brokers' })).closest('article') as HTMLElement;
    expect(within(company).getByText(/^Closed — opens (tomorrow at|Monday) \d{1,2}:00/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Away notice' })).toBeTruthy();
    expect(screen.getByText(/Our office is closed right now\./)).toBeTruthy();
  });

  it("is 'My Agent' for a brokerage in the US", async () => {
    freeze(WEDNESDAY_NOON_TORONTO);
    await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true, settings: { countryIsoCode: 'US' } });
    expect(screen.getByRole('heading', { level: 1, name: 'My Agent' })).toBeTruthy();
  });

  it('reads in French', async () => {
    freeze(SUNDAY_TORONTO);
    await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true, language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon courtier' })).toBeTruthy();
    const company = (await screen.findByRole('heading', { level: 2, name: 'Maplecrest Insurance Brokers' })).closest('article') as HTMLElement;
    expect(within(company).getByText(/^Fermé — ouvre (demain|lundi) à \d{1,2} h 00/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Avis d’absence' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Appeler le 905-555-0110' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[7]?.textContent).toBe('dimanche (aujourd’hui)Fermé');
  });

  it('the staff lookup failing falls back to the representative in the answer; none at all: no staff card', async () => {
    freeze(WEDNESDAY_NOON_TORONTO);
    fixtureServer.use(http.get('*/api/chat/staffMembers', () => HttpResponse.json({ data: { error: { message: 'Down' }, code: 500 } }, { status: 500 })));
    const { cleanup } = await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true });
    const staff = (await screen.findByRole('heading', { name: 'Your representative' })).closest('section') as HTMLElement;
    expect(within(staff).getByText('Daniel Singh')).toBeTruthy();
    cleanup();
    fixtureServer.use(
      http.get('*/api/chat/staffMembers', () => HttpResponse.json({ data: { members: [] } })),
      http.get('*/api/contact/details', () => HttpResponse.json({ data: { ...contact, csr: null } })),
    );
    await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Maplecrest Insurance Brokers' });
    expect(screen.queryByRole('heading', { name: 'Your representative' })).toBeNull();
  });

  it('says when the details cannot be loaded, with a retry', async () => {
    fixtureServer.use(http.get('*/api/contact/details', () => HttpResponse.json({ data: { error: { message: 'Service unavailable.' }, code: 503 } }, { status: 503 })));
    await renderInApp(<ContactScreen />, { path: '/contact', signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The contact details could not be loaded. Service unavailable.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
