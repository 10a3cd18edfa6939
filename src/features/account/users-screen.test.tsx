import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { db } from '../../../fixtures/backend/db.ts';
import { renderInApp, setupFixtureBackend } from '../../../tests/render-in-app.tsx';
import UsersScreen from './users-screen.tsx';

setupFixtureBackend();

const MANAGE = { featureFlags: { 'users.manage.viewAddRemove': true } };

function rows() {
  return within(screen.getByRole('list')).getAllByRole('listitem').map((row) => row.textContent);
}

describe('UsersScreen', () => {
  it('lists the account’s users labelled You, Admin and User, the signed-in user first', async () => {
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE });
    await screen.findByText('julien.tremblay@example.ca');
    expect(rows()).toEqual([
      expect.stringMatching(/^Émilie Tremblayemilie\.tremblay@example\.caYou$/),
      expect.stringMatching(/^Marc Gagnonmarc\.gagnon@example\.caUserRemove$/),
      expect.stringMatching(/^Julien Tremblayjulien\.tremblay@example\.caUserRemove$/),
    ]);
    expect(screen.queryByRole('button', { name: 'Remove Émilie Tremblay' })).toBeNull();
  });

  it('labels an admin other than you as Admin', async () => {
    db().vaultUsers[1] = { ...db().vaultUsers[1]!, role: 'admin' };
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE });
    await screen.findByText('julien.tremblay@example.ca');
    expect(rows()[1]).toMatch(/^Julien Tremblay.*Admin/);
  });

  it('adds a user by e-mail through the schema form', async () => {
    const user = userEvent.setup();
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE });
    await user.click(await screen.findByRole('button', { name: 'Add a user' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Add a user' })));
    await user.type(await screen.findByLabelText(/^E-mail/), 'noah.tremblay@example.ca');
    await user.type(screen.getByLabelText(/^First name/), 'Noah');
    await user.type(screen.getByLabelText(/^Last name/), 'Tremblay');
    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    expect((await screen.findByText('Noah Tremblay was added.')).getAttribute('role')).toBe('status');
    await screen.findByText('noah.tremblay@example.ca');
    expect(db().vaultUsers.some((entry) => entry.email === 'noah.tremblay@example.ca' && entry.role === 'user')).toBe(true);
    // The form closed; focus is back on the Add button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a user' })));
  });

  it('shows the server’s refusal of an add and keeps the form', async () => {
    const user = userEvent.setup();
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE });
    await user.click(await screen.findByRole('button', { name: 'Add a user' }));
    await user.type(await screen.findByLabelText(/^E-mail/), 'marc.gagnon@example.ca');
    await user.type(screen.getByLabelText(/^First name/), 'Marc');
    await user.type(screen.getByLabelText(/^Last name/), 'Gagnon');
    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The user could not be added. This user is already on the account.');
    expect(screen.getByLabelText(/^E-mail/)).toBeTruthy();
  });

  it('removes a user after the confirm dialog; Cancel keeps them', async () => {
    const user = userEvent.setup();
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE });
    await user.click(await screen.findByRole('button', { name: 'Remove Julien Tremblay' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Julien Tremblay from the account?' });
    expect(within(dialog).getByText('julien.tremblay@example.ca will no longer be able to sign in to this account.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(db().vaultUsers.some((entry) => entry.id === 'vua-3002')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Julien Tremblay' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Julien Tremblay was removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('julien.tremblay@example.ca')).toBeNull());
    expect(db().vaultUsers.some((entry) => entry.id === 'vua-3002')).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is read only without the flag, and for a user with a vuaId', async () => {
    const first = await renderInApp(<UsersScreen />, { path: '/users', signedIn: true });
    await screen.findByText('julien.tremblay@example.ca');
    expect(screen.queryByRole('button', { name: 'Add a user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Only the account holder can add or remove users.')).toBeTruthy();
    first.cleanup();

    await renderInApp(<UsersScreen />, { path: '/users', signedIn: 'julien.tremblay@example.ca', settings: MANAGE });
    await screen.findByText('marc.gagnon@example.ca');
    expect(rows()[0]).toMatch(/^Julien Tremblay.*You$/);
    expect(screen.queryByRole('button', { name: 'Add a user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('says when the list cannot be loaded, with a Retry that loads it', async () => {
    const user = userEvent.setup();
    fixtureServer.use(http.get('*/api/users/vaultUserAccountList', () => HttpResponse.json({ data: { error: { message: 'Service unavailable.' }, code: 503 } }, { status: 503 }), { once: true }));
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The users could not be loaded. Service unavailable.');
    expect(screen.queryByRole('button', { name: 'Add a user' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('julien.tremblay@example.ca')).toBeTruthy();
  });

  it('says when the account has no users', async () => {
    fixtureServer.use(http.get('*/api/users/vaultUserAccountList', () => HttpResponse.json({ data: { users: [] } })));
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true });
    expect(await screen.findByText('There are no users on this account yet.')).toBeTruthy();
  });

  it('reads in French', async () => {
    await renderInApp(<UsersScreen />, { path: '/users', signedIn: true, settings: MANAGE, language: 'fr' });
    await screen.findByText('julien.tremblay@example.ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeTruthy();
    expect(rows()[0]).toMatch(/Vous$/);
    expect(screen.getByRole('button', { name: 'Retirer Julien Tremblay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un utilisateur' })).toBeTruthy();
  });
});
