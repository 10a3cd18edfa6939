import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import { appState } from '../../state/app-state.ts';
import ProfileScreen from './profile-screen.tsx';

// The session's logout (the one the user menu runs), observed: it needs the app's registered slices.
const logout = vi.hoisted(() => vi.fn(async (_reason?: string) => undefined));
vi.mock('../../session/session-actions.ts', async (original) => ({ ...(await original<typeof import('../../session/session-actions.ts')>()), logout }));

setupFixtureBackend();

const ALL = { featureFlags: { 'users.manage.viewAddRemove': true, 'push.chat': true } };

function detail(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ProfileScreen', () => {
  it('shows the e-mail, details and slip consent from me.get', async () => {
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL });
    await screen.findByText('emilie.tremblay@example.ca');
    expect(detail('E-mail')).toBe('emilie.tremblay@example.ca');
    expect(detail('Name')).toBe('Émilie Tremblay');
    expect(detail('Phone')).toBe('905-555-0147');
    expect(detail('Electronic proof of insurance')).toBe('You agreed to receive your proof of insurance electronically.');
  });

  it('says when slip consent was not given', async () => {
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: 'marc.gagnon@example.ca', settings: ALL });
    await screen.findByText('marc.gagnon@example.ca');
    expect(detail('Electronic proof of insurance')).toMatch(/^Not agreed yet/);
  });

  it('switches the language the header uses (app state, remembered as the visitor’s choice)', async () => {
    const user = userEvent.setup();
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL });
    const group = screen.getByRole('group', { name: 'Language' });
    expect((within(group).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Français' }));
    expect(appState.language).toBe('fr');
    expect(appState.selectedLanguage).toBe('fr');
  });

  it('links to notifications and users when the account has them', async () => {
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL });
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/user/notifications');
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users');
  });

  it('leaves out users for a user with a vuaId, notifications in the widget, and both without flags', async () => {
    const first = await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: 'julien.tremblay@example.ca', settings: ALL });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    first.cleanup();
    const second = await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL, mode: 'widget' });
    expect(screen.queryByRole('link', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
    second.cleanup();
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true });
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
  });

  it('logs out with the user menu’s logout', async () => {
    const user = userEvent.setup();
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL });
    logout.mockClear();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logout).toHaveBeenCalledWith('user'));
  });

  it('asks before a logout that deletes unsent work, naming each kind with its count, and stays signed in when the answer is no', async () => {
    const user = userEvent.setup();
    const persistence = await import('../../state/persistence.ts');
    const drafts = vi.spyOn(persistence, 'userUnsentWork').mockResolvedValue([
      { kind: 'inventoryChanges', count: 2 },
      { kind: 'chatMessages', count: 1 },
      { kind: 'documents', count: 3 },
    ]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      logout.mockClear();
      await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL });
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringContaining('2 inventory changes, 1 chat message and 3 documents waiting to be sent')));
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Logging out deletes all of it from this device'));
      expect(logout).not.toHaveBeenCalled();
      confirm.mockReturnValue(true);
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(logout).toHaveBeenCalledWith('user'));
    } finally {
      drafts.mockRestore();
      confirm.mockRestore();
    }
  });

  it('says when the profile cannot be loaded', async () => {
    fixtureServer.use(http.get('*/api/me', () => HttpResponse.json({ data: { error: { message: 'Service unavailable.' }, code: 503 } }, { status: 503 })));
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true });
    expect((await screen.findByRole('alert')).textContent).toContain('Your profile could not be loaded. Service unavailable.');
    // The language and logout stay usable.
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('reads in French', async () => {
    await renderInApp(<ProfileScreen />, { path: '/user/profile', signedIn: true, settings: ALL, language: 'fr' });
    await screen.findByText('emilie.tremblay@example.ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeTruthy();
    expect(detail('Courriel')).toBe('emilie.tremblay@example.ca');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });
});
