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
import { dropExpiredDrafts, KEPT_DRAFTS_LIFETIME_MS, ownerKeyOf, whenRestored } from '../state/persistence.ts';
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

describe('Drafts an automatic logout keeps (docs/product-rules.md#kept-drafts)', () => {
  const keptKey = (email: string) => `iss:kept:${ownerKeyOf(email)}`;

  it('get an expiry a week after the logout, and the same user signing in before it takes them back without one', async () => {
    await signedInWithDraft('kept a week');
    const before = Date.now();
    await act(() => logout('auto'));
    const until = sessionState.keptDraftsUntil;
    expect(until).not.toBeNull();
    expect((until as number) - before).toBeGreaterThanOrEqual(KEPT_DRAFTS_LIFETIME_MS);
    expect((until as number) - Date.now()).toBeLessThanOrEqual(KEPT_DRAFTS_LIFETIME_MS);
    expect(KEPT_DRAFTS_LIFETIME_MS).toBe(7 * 24 * 60 * 60_000);
    expect(Number(localStorage.getItem(keptKey(DEFAULT_TEST_EMAIL)))).toBe(until);
    // Still within its time at the next start: kept.
    dropExpiredDrafts();
    expect(localStorage.getItem(draftKey(DEFAULT_TEST_EMAIL))).not.toBeNull();
    sessionState.user = { email: DEFAULT_TEST_EMAIL };
    expect(claimDraft.steps.note.value).toEqual({ note: 'kept a week' });
    expect(localStorage.getItem(keptKey(DEFAULT_TEST_EMAIL))).toBeNull();
  });

  it('are deleted, files too, once their time is up: at the next start, before anyone signs in', async () => {
    await signedInWithDraft('left too long');
    await act(() => logout('auto'));
    expect(localStorage.getItem(draftKey(DEFAULT_TEST_EMAIL))).not.toBeNull();
    dropExpiredDrafts(Date.now() + KEPT_DRAFTS_LIFETIME_MS + 1000);
    expect(localStorage.getItem(draftKey(DEFAULT_TEST_EMAIL))).toBeNull();
    expect(localStorage.getItem(keptKey(DEFAULT_TEST_EMAIL))).toBeNull();
    await waitFor(() => expect(discardClaimUploads).toHaveBeenCalledWith(ownerKeyOf(DEFAULT_TEST_EMAIL)));
    sessionState.user = { email: DEFAULT_TEST_EMAIL };
    expect(claimDraft.steps.note.value).toBeUndefined();
  });

  it.each([
    ['past its time', () => String(Date.now() - 1000)],
    ['not a time', () => 'soon'],
    ['further than the lifetime (not one the app wrote)', () => String(Date.now() + 10 * KEPT_DRAFTS_LIFETIME_MS)],
  ])('are deleted when the user signs in again with a mark %s', async (_what, mark) => {
    await signedInWithDraft('expired');
    await act(() => logout('token'));
    localStorage.setItem(keptKey(DEFAULT_TEST_EMAIL), mark());
    sessionState.user = { email: DEFAULT_TEST_EMAIL };
    expect(claimDraft.steps.note.value).toBeUndefined();
    expect(localStorage.getItem(draftKey(DEFAULT_TEST_EMAIL))).toBeNull();
    expect(localStorage.getItem(keptKey(DEFAULT_TEST_EMAIL))).toBeNull();
  });

  it('are not said to be kept when there was no draft', async () => {
    await renderInApp(<Menu />, { signedIn: true });
    await act(() => logout('auto'));
    expect(sessionState.logoutReason).toBe('auto');
    expect(sessionState.keptDraftsUntil).toBeNull();
  });
});

describe('Login screen after a logout the user did not choose', () => {
  it('says until when the drafts that logout kept stay on this device, in English and French', async () => {
    sessionState.logoutReason = 'auto';
    sessionState.keptDraftsUntil = new Date(2099, 11, 1, 14, 5).getTime();
    const app = await renderInApp(<LoginScreen />, { path: '/auth/login' });
    const notice = () => document.querySelector('.login-logged-out');
    expect(notice()?.getAttribute('role')).toBe('status');
    expect(notice()?.textContent).toMatch(/^You were logged out after 15 minutes without activity\. Please log in again\. Until December 1, 2099 at 2:05\Wp\.m\., your unsent work stays on this device: log in again with the same e-mail address to continue it\. After that, it is deleted\.$/);
    app.cleanup();
    sessionState.logoutReason = 'auto';
    sessionState.keptDraftsUntil = new Date(2099, 11, 1, 14, 5).getTime();
    await renderInApp(<LoginScreen />, { path: '/auth/login', language: 'fr' });
    await waitFor(() => expect(notice()?.textContent).toMatch(/ Jusqu’au 1er décembre 2099.*14\Wh\W05, votre travail non envoyé reste sur cet appareil\u00a0: reconnectez-vous avec la même adresse courriel pour le poursuivre\. Ensuite, il sera supprimé\.$/));
    sessionState.keptDraftsUntil = null;
  });

  it('says nothing of kept drafts once their time is past', async () => {
    sessionState.logoutReason = 'auto';
    sessionState.keptDraftsUntil = Date.now() - 1000;
    await renderInApp(<LoginScreen />, { path: '/auth/login' });
    await screen.findByLabelText(/E-mail address/);
    expect(screen.queryByText(/unsent work is kept/)).toBeNull();
    sessionState.keptDraftsUntil = null;
  });

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
