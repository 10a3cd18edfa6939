// Drafts belong to their user and a user logged out without choosing it is told
// why (point 9): the user menu's Logout asks before deleting an unsent claim, an explicit logout
// deletes the draft and its files, an automatic logout or a lost session keeps it for that user,
// and the login screen says why the session ended, in English and French.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp, setupFixtureBackend, DEFAULT_TEST_EMAIL } from '../../tests/render-in-app.tsx';
import { registerSlices } from '../app/register-slices.ts';
import { sessionState } from '../state/session-state.ts';
import { appState } from '../state/app-state.ts';
import { ownerKeyOf, whenRestored } from '../state/persistence.ts';
import { logout } from '../session/session-actions.ts';
import { claimDraft } from '../features/claims/claim-draft.ts';
import LoginScreen from '../features/auth/login-screen.tsx';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import type { Runtime } from '../settings/runtime.ts';
import { UserMenu } from './user-menu.tsx';

const discardClaimUploads = vi.hoisted(() => vi.fn(async (_owner: string) => undefined));
vi.mock('../features/claims/claim-upload-queue.ts', async (original) => ({
  ...(await original<typeof import('../features/claims/claim-upload-queue.ts')>()),
  discardClaimUploads,
}));
const discardDocumentUploads = vi.hoisted(() => vi.fn(async (_owner: string) => undefined));
vi.mock('../features/documents/upload/document-upload-queue.ts', async (original) => ({
  ...(await original<typeof import('../features/documents/upload/document-upload-queue.ts')>()),
  discardDocumentUploads,
}));

setupFixtureBackend();

const OTHER_EMAIL = 'bob@example.com';
const draftKey = (email: string) => `iss:slice:claim:${ownerKeyOf(email)}`;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(async () => {
  localStorage.clear();
  registerSlices();
  // The claim and documents validators load lazily, with their screens.
  await Promise.all([whenRestored('claim'), whenRestored('documents')]);
});

afterEach(() => {
  vi.restoreAllMocks();
  discardClaimUploads.mockClear();
  discardDocumentUploads.mockClear();
  sessionState.user = null;
  localStorage.clear();
});

function Menu() {
  const { runtime } = useSnapshot(runtimeState);
  return runtime ? <UserMenu runtime={runtime as Runtime} /> : null;
}

async function signedInWithDraft(note = 'Rear-ended at a light.') {
  const app = await renderInApp(<Menu />, { signedIn: true });
  claimDraft.steps.note = { value: { note }, completed: true };
  await flush();
  return app;
}

async function chooseLogout() {
  await userEvent.click(screen.getByTestId('user-menu-trigger'));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

describe('Logout and drafts', () => {
  it('asks before deleting an unsent claim; No keeps the user signed in with the draft', async () => {
    await signedInWithDraft();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await chooseLogout();
    // The question counts what waits (in storage and IndexedDB) before it is asked.
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Not sent yet and kept only on this device: a claim you started. Logging out deletes all of it from this device. Log out?'));
    expect(sessionState.user?.email).toBe(DEFAULT_TEST_EMAIL);
    expect(claimDraft.steps.note.value).toEqual({ note: 'Rear-ended at a light.' });
    expect(localStorage.getItem(draftKey(DEFAULT_TEST_EMAIL))).not.toBeNull();
  });

  it('Yes logs out and deletes the draft and its files from this device', async () => {
    await signedInWithDraft();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await chooseLogout();
    await waitFor(() => expect(sessionState.user).toBeNull());
    await flush();
    expect(claimDraft.steps.note.value).toBeUndefined();
    expect(localStorage.getItem(draftKey(DEFAULT_TEST_EMAIL))).toBeNull();
    await waitFor(() => expect(discardClaimUploads).toHaveBeenCalledWith(ownerKeyOf(DEFAULT_TEST_EMAIL)));
    expect(sessionState.logoutReason).toBeNull();
    // Signing in again brings no draft back.
    sessionState.user = { email: DEFAULT_TEST_EMAIL };
    expect(claimDraft.steps.note.value).toBeUndefined();
  });

  it('logs out without a question when there is no draft', async () => {
    await renderInApp(<Menu />, { signedIn: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await chooseLogout();
    await waitFor(() => expect(sessionState.user).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('resets the language: the choice is cleared and the default language (not the chosen one) comes back', async () => {
    const app = await renderInApp(<Menu />, { signedIn: true, language: 'fr' });
    appState.selectedLanguage = 'fr';
    // The runtime was derived with the choice (French); without it the browser's English is the default.
    expect([app.runtime.language, app.runtime.defaultLanguage]).toEqual(['fr', 'en']);
    await act(() => logout('auto'));
    expect(appState.selectedLanguage).toBeNull();
    expect(appState.language).toBe('en');
  });

  it.each(['auto', 'token'] as const)('a %s logout keeps the draft for that user only, and leaves the reason', async (reason) => {
    await signedInWithDraft(`kept after ${reason}`);
    await act(() => logout(reason));
    expect(sessionState.user).toBeNull();
    expect(sessionState.logoutReason).toBe(reason);
    expect(discardClaimUploads).not.toHaveBeenCalled();
    expect(claimDraft.steps.note.value).toBeUndefined();
    // Another user on the same browser never sees it.
    sessionState.user = { email: OTHER_EMAIL };
    expect(claimDraft.steps.note.value).toBeUndefined();
    sessionState.user = null;
    // The same user gets it back.
    sessionState.user = { email: DEFAULT_TEST_EMAIL };
    expect(claimDraft.steps.note.value).toEqual({ note: `kept after ${reason}` });
  });
});

describe('Login screen after a logout the user did not choose', () => {
  it('says the session ended after the real inactivity timeout (15 minutes), as a status', async () => {
    sessionState.logoutReason = 'auto';
    await renderInApp(<LoginScreen />, { path: '/auth/login' });
    expect(screen.getByText('You were logged out after 15 minutes without activity. Please log in again.').getAttribute('role')).toBe('status');
  });

  it('says the session expired after a failed renew, in French', async () => {
    sessionState.logoutReason = 'token';
    await renderInApp(<LoginScreen />, { path: '/auth/login', language: 'fr' });
    expect(screen.getByText('Votre session a expiré. Veuillez vous reconnecter.').getAttribute('role')).toBe('status');
  });

  it('says it in French with the timeout, and nothing after an explicit logout', async () => {
    sessionState.logoutReason = 'auto';
    const app = await renderInApp(<LoginScreen />, { path: '/auth/login', language: 'fr' });
    expect(screen.getByText('Votre session a été fermée après 15 minutes d’inactivité. Veuillez vous reconnecter.').getAttribute('role')).toBe('status');
    await screen.findByLabelText(/Adresse courriel/);
    app.cleanup();
    sessionState.logoutReason = null;
    await renderInApp(<LoginScreen />, { path: '/auth/login' });
    await screen.findByLabelText(/E-mail address/);
    expect(screen.queryByText(/logged out after|session has expired/)).toBeNull();
  });
});
