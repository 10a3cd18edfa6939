import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { db } from '../../../fixtures/backend/db.ts';
import pushKeys from '../../../fixtures/data/push-keys.json';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import NotificationsScreen, { pushPreferences } from './notifications-screen.tsx';
import { appState } from '../../state/app-state.ts';
import { accountState } from './account-state.ts';

setupFixtureBackend();

/** How often the form builds its translated labels (renderers/schema-labels.ts). */
const labels = vi.hoisted(() => ({ built: 0 }));
vi.mock('../../../renderers/schema-labels.ts', async (original) => {
  const actual = await original<typeof import('../../../renderers/schema-labels.ts')>();
  return { ...actual, schemaLabels: (...args: Parameters<typeof actual.schemaLabels>) => ((labels.built += 1), actual.schemaLabels(...args)) };
});

const PUSH = { featureFlags: { 'push.chat': true, 'push.documents': true }, pushOptions: { vapidPublicKey: pushKeys.publicKey } };

/** A browser with push (jsdom has none): permission, a push manager and the Permissions API, as the test sets them. */
const browser = {
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  subscription: null as { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null,
  subscribedWith: null as Uint8Array | null,
  listeners: new Set<() => void>(),
};

function installPush() {
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      browser.subscribedWith = applicationServerKey;
      const endpoint = 'https://push.example.net/send/device-1';
      browser.subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }),
        unsubscribe: async () => {
          browser.subscription = null;
          return true;
        },
      };
      return browser.subscription;
    },
  };
  const registration = { pushManager };
  Object.assign(window, { PushManager: function PushManager() {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: Object.assign(function Notification() {}, {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => (browser.permission = browser.answer),
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: async () => ({
        get state() {
          return browser.permission === 'default' ? 'prompt' : browser.permission;
        },
        addEventListener: (_type: string, listener: () => void) => browser.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => browser.listeners.delete(listener),
      }),
    },
  });
}

function removePush() {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (navigator as { permissions?: unknown }).permissions;
}

/** The push.updateSubscription bodies as they reach the fixture backend. */
function pushBodies(): { subscription: { endpoint: string } | null; chatIdentity: string | null; visitorData: { kioskClient: string } }[] {
  const bodies: ReturnType<typeof pushBodies> = [];
  fixtureServer.use(
    http.post('*/api/push/updateKioskPushSubscription', async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
      return undefined;
    }),
  );
  return bodies;
}

beforeEach(() => {
  // The listeners stay: the app's push controller watches the permission once, for the page's life.
  Object.assign(browser, { permission: 'default', answer: 'granted', subscription: null, subscribedWith: null });
});
afterEach(removePush);

describe('pushPreferences', () => {
  it('asks only for what the account pushes, and nothing where push is off', () => {
    expect(pushPreferences({ 'push.chat': true, 'push.documents': true }, true)).toEqual({ uiSchema: { push: {} } });
    expect(pushPreferences({ 'push.chat': true }, true)).toEqual({ uiSchema: { push: { documents: { 'ui:widget': 'hidden' } } } });
    expect(pushPreferences({ 'push.documents': true }, true)).toEqual({ uiSchema: { push: { chat: { 'ui:widget': 'hidden' } } } });
    expect(pushPreferences({}, true)).toEqual({ fields: ['email'], uiSchema: {} });
    expect(pushPreferences({ 'push.chat': true }, false)).toEqual({ fields: ['email'], uiSchema: {} });
  });
});

describe('NotificationsScreen: settings', () => {
  it('loads the settings into the form and saves them', async () => {
    installPush();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const payments = (await screen.findByRole('checkbox', { name: 'Payment reminders' })) as HTMLInputElement;
    expect(payments.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'New chat messages' }) as HTMLInputElement).checked).toBe(true);
    await user.click(payments);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeTruthy();
    expect(db().notificationSettings['emilie.tremblay@example.ca']).toEqual({ push: { chat: true, documents: true }, email: { documents: true, payments: true } });
  });

  it('keeps a change not yet saved when the language changes and the settings are asked for again', async () => {
    installPush();
    const user = userEvent.setup();
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('notification')) asked.push(request.headers.get('Accept-Language') ?? '');
    };
    fixtureServer.events.on('request:start', onRequest);
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const payments = (await screen.findByRole('checkbox', { name: 'Payment reminders' })) as HTMLInputElement;
    await user.click(payments);
    act(() => {
      appState.language = 'fr';
    });
    const before = accountState.notificationSettings.timestamp;
    await waitFor(() => expect(asked).toEqual(['en', 'fr']));
    // The answer in the new language is in: the same values, so the form and the change stay.
    await waitFor(() => expect(accountState.notificationSettings.timestamp).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((screen.getByRole('checkbox', { name: 'Payment reminders' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Payment reminders' })).toBe(payments);
    fixtureServer.events.removeListener('request:start', onRequest);
  });

  it('shows newer values from the server while the user has changed nothing', async () => {
    installPush();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const payments = (await screen.findByRole('checkbox', { name: 'Payment reminders' })) as HTMLInputElement;
    expect(payments.checked).toBe(false);
    const before = accountState.notificationSettings.timestamp;
    // Changed elsewhere (another device), then asked for again on a change of language.
    db().notificationSettings['emilie.tremblay@example.ca'] = { push: { chat: true, documents: true }, email: { documents: true, payments: true } };
    act(() => {
      appState.language = 'fr';
    });
    await waitFor(() => expect(accountState.notificationSettings.timestamp).toBeGreaterThan(before));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Payment reminders' }) as HTMLInputElement).checked).toBe(true));
  });

  it('shows newer values from the server after a box was ticked and unticked again', async () => {
    installPush();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const payments = (await screen.findByRole('checkbox', { name: 'Payment reminders' })) as HTMLInputElement;
    const chat = screen.getByRole('checkbox', { name: 'New chat messages' }) as HTMLInputElement;
    expect(chat.checked).toBe(true);
    await user.click(payments);
    await user.click(payments);
    expect(payments.checked).toBe(false);
    const before = accountState.notificationSettings.timestamp;
    // Turned off elsewhere (another device), then asked for again on a change of language.
    db().notificationSettings['emilie.tremblay@example.ca'] = { push: { chat: false, documents: true }, email: { documents: true, payments: false } };
    act(() => {
      appState.language = 'fr';
    });
    await waitFor(() => expect(accountState.notificationSettings.timestamp).toBeGreaterThan(before));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'New chat messages' }) as HTMLInputElement).checked).toBe(false));
  });

  it('does not rebuild the form\'s labels when a preference changes', async () => {
    installPush();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const payments = (await screen.findByRole('checkbox', { name: 'Payment reminders' })) as HTMLInputElement;
    const before = labels.built;
    await user.click(payments);
    await user.click(screen.getByRole('checkbox', { name: 'New chat messages' }));
    expect(payments.checked).toBe(true);
    expect(labels.built).toBe(before);
  });

  it('hides push preferences without push flags, and says push is not offered', async () => {
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true });
    await screen.findByRole('checkbox', { name: 'Payment reminders' });
    expect(screen.queryByRole('checkbox', { name: 'New chat messages' })).toBeNull();
    expect(screen.getByText('Notifications on this device are not offered here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('says when the settings cannot be saved', async () => {
    installPush();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    await screen.findByRole('checkbox', { name: 'Payment reminders' });
    fixtureServer.use(http.post('*/api/vaultUser/notificationSettings', () => new Response(JSON.stringify({ data: { error: { message: 'Try later.' }, code: 503 } }), { status: 503, headers: { 'content-type': 'application/json' } })));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your notification settings could not be saved. Try later.');
  });

  it('says in French why a save failed on the network, with no English in it', async () => {
    installPush();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH, language: 'fr' });
    await screen.findByRole('checkbox', { name: 'Rappels de paiement' });
    fixtureServer.use(http.post('*/api/vaultUser/notificationSettings', () => Response.error()));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe(
      'Vos préférences de notification n’ont pas pu être enregistrées. Une erreur s’est produite, veuillez réessayer.',
    );
  });
});

describe('NotificationsScreen: push on this device', () => {
  it('asks permission, subscribes with the VAPID key and sends the subscription; then turning off sends null', async () => {
    installPush();
    const bodies = pushBodies();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const panel = screen.getByRole('region', { name: 'Notifications on this device' });
    await within(panel).findByText(/^Off: turn them on/);
    await user.click(within(panel).getByRole('button', { name: 'Turn on notifications' }));
    await within(panel).findByText('On: this device shows our notifications.');
    expect(Buffer.from(browser.subscribedWith ?? []).toString('base64url')).toBe(pushKeys.publicKey);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ subscription: { endpoint: 'https://push.example.net/send/device-1', keys: { p256dh: 'BPk', auth: 'au' } }, chatIdentity: null, visitorData: { kioskClient: 'direct', considerNotLoggedIn: false } });

    await user.click(within(panel).getByRole('button', { name: 'Turn off notifications' }));
    await within(panel).findByText(/^Off: turn them on/);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.subscription).toBeNull();
    expect(browser.subscription).toBeNull();
  });

  it('sends null when the permission is withdrawn in the browser', async () => {
    installPush();
    const bodies = pushBodies();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    const panel = screen.getByRole('region', { name: 'Notifications on this device' });
    await user.click(await within(panel).findByRole('button', { name: 'Turn on notifications' }));
    await within(panel).findByText('On: this device shows our notifications.');
    browser.permission = 'denied';
    browser.subscription = null;
    for (const listener of browser.listeners) listener();
    await within(panel).findByText(/^Blocked:/);
    await waitFor(() => expect(bodies.map((body) => body.subscription)).toEqual([expect.objectContaining({ endpoint: 'https://push.example.net/send/device-1' }), null]));
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says when notifications were not allowed', async () => {
    installPush();
    browser.answer = 'denied';
    const bodies = pushBodies();
    const user = userEvent.setup();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Notifications were not allowed.');
    expect(screen.getByText(/^Blocked:/)).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('shows push as unavailable in a browser without push', async () => {
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH });
    expect(await screen.findByText('Unavailable: this browser cannot show notifications from this app.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers no push in the widget', async () => {
    installPush();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH, mode: 'widget' });
    await screen.findByRole('checkbox', { name: 'Payment reminders' });
    expect(screen.getByText('Notifications on this device are not offered here.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'New chat messages' })).toBeNull();
  });

  it('reads in French', async () => {
    installPush();
    await renderInApp(<NotificationsScreen />, { path: '/user/notifications', signedIn: true, settings: PUSH, language: 'fr' });
    expect(await screen.findByRole('button', { name: 'Activer les notifications' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Rappels de paiement' })).toBeTruthy();
  });
});
