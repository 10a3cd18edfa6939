import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import ServicesScreen from './services-screen.tsx';

setupFixtureBackend();

const OAKVILLE = { latitude: 43.4487, longitude: -79.6644 };
const ERROR_CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };

/** A geolocation that answers every request with a position or an error code. */
function mockGeolocation(answer: { coords: typeof OAKVILLE } | { code: 1 | 2 | 3 } | null): { calls: number } {
  const counter = { calls: 0 };
  const geolocation = answer === null ? undefined : {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      counter.calls += 1;
      if ('coords' in answer) success({ coords: { ...answer.coords, accuracy: 20 }, timestamp: Date.now() } as unknown as GeolocationPosition);
      else failure?.({ code: answer.code, message: 'no', ...ERROR_CODES } as GeolocationPositionError);
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return counter;
}

/** navigator.permissions answering `state` for geolocation (jsdom has none). */
function mockPermission(state: PermissionState): void {
  Object.defineProperty(navigator, 'permissions', { value: { query: async () => ({ state }) }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: undefined, configurable: true });
});

function cards(): HTMLElement[] {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li') as HTMLElement);
}

describe('ServicesScreen', () => {
  it('finds gas stations near the device, nearest first, with distance, call and directions; then tow trucks', async () => {
    const geo = mockGeolocation({ coords: OAKVILLE });
    await renderInApp(<ServicesScreen />, { path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Road services' })).toBeTruthy();
    expect(screen.getByText('Share your location or type a town or an address to see the nearest services.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Gas stations' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geo.calls).toBe(1);
    expect(await screen.findByText('Near your location')).toBeTruthy();
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Lakeshore Fuel & Go' })).toBeTruthy();
    expect(within(first).getByText('650 m away')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Call 905-555-0301' }).getAttribute('href')).toBe('tel:9055550301');
    const directions = within(first).getByRole('link', { name: /^Directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=43.4512,-79.6571');
    expect(directions.getAttribute('target')).toBe('_blank');
    // Nearest first: every distance not less than the one before.
    const kms = cards().map((card) => {
      const [, amount, unit] = /([\d.]+) (m|km) away/.exec(card.textContent ?? '') ?? [];
      return Number(amount) / (unit === 'm' ? 1000 : 1);
    });
    expect(kms.length).toBeGreaterThan(2);
    expect(kms.every(Number.isFinite)).toBe(true);
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);

    // Screen readers hear how many were found, and where.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('5 places found near your location.');

    fireEvent.click(screen.getByRole('radio', { name: 'Tow trucks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Halton Towing & Recovery' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lakeshore Fuel & Go' })).toBeNull();
  });

  it('location refused: says so, focuses the place field, and a typed town finds services there', async () => {
    mockGeolocation({ code: 1 });
    await renderInApp(<ServicesScreen />, { path: '/services' });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your location is not shared with this app. Type a town or an address instead, or allow location for this site in your browser settings.');
    const field = screen.getByRole('textbox', { name: 'Town or address' });
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: 'Montreal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Near Montréal, QC')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('1 place found near Montréal, QC.'));
    expect(screen.getByRole('heading', { level: 2, name: 'Station-service Saint-Denis' })).toBeTruthy();
  });

  it('position unavailable, and a browser without geolocation, each say so', async () => {
    mockGeolocation({ code: 3 });
    const { cleanup } = await renderInApp(<ServicesScreen />, { path: '/services' });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your location could not be found. Type a town or an address instead.');
    cleanup();
    mockGeolocation(null);
    await renderInApp(<ServicesScreen />, { path: '/services' });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This browser cannot share your location. Type a town or an address instead.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Town or address' }));
  });

  it('a permission already given is used at once; one already refused is said at once', async () => {
    const geo = mockGeolocation({ coords: OAKVILLE });
    mockPermission('granted');
    const { cleanup } = await renderInApp(<ServicesScreen />, { path: '/services' });
    expect(await screen.findByText('Near your location')).toBeTruthy();
    expect(geo.calls).toBe(1);
    cleanup();
    const refused = mockGeolocation({ code: 1 });
    mockPermission('denied');
    await renderInApp(<ServicesScreen />, { path: '/services' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your location is not shared with this app\./);
    expect(refused.calls).toBe(0);
  });

  it('a failed search says so with a retry', async () => {
    fixtureServer.use(http.get('*/api/maps/nearby', () => HttpResponse.json({ data: { error: { message: 'Maps are down.' }, code: 503 } }, { status: 503 })));
    await renderInApp(<ServicesScreen />, { path: '/services' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Town or address' }), { target: { value: 'Oakville' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Road services could not be loaded. Maps are down.');
    fixtureServer.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Near Oakville, ON')).toBeTruthy();
  });

  it('an empty or unknown place is explained', async () => {
    await renderInApp(<ServicesScreen />, { path: '/services' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Type a town or an address.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Town or address' }), { target: { value: 'Atlantis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('We could not find “Atlantis”. Check the spelling, or type a nearby town.'));
  });

  it('police: the emergency number first', async () => {
    await renderInApp(<ServicesScreen />, { path: '/services' });
    fireEvent.click(screen.getByRole('radio', { name: 'Police' }));
    expect((await screen.findByRole('link', { name: 'In an emergency, call 911' })).getAttribute('href')).toBe('tel:911');
  });

  it('reads in French with French distances', async () => {
    mockGeolocation({ coords: OAKVILLE });
    await renderInApp(<ServicesScreen />, { path: '/services', language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Services routiers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(await screen.findByText('Près de votre position')).toBeTruthy();
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByText(/^à 650\sm$/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Appeler le 905-555-0301' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: /^Itinéraire/ })).toBeTruthy();
  });
});
