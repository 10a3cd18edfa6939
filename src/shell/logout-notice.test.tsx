// After a logout the user did not choose, the page they land on says why (docs/product-rules.md#session).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../tests/render-in-app.tsx';
import { sessionState } from '../state/session-state.ts';
import { LogoutNotice } from './logout-notice.tsx';

describe('LogoutNotice', () => {
  it('says why on the page landed on after an automatic logout, until it is closed', async () => {
    await renderInApp(<LogoutNotice />, { path: '/' });
    sessionState.logoutReason = 'auto';
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('You were logged out after 15 minutes without activity. Please log in again.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionState.logoutReason).toBeNull();
  });

  it('says a lost session in French, and nothing once someone is signed in or after the user’s own logout', async () => {
    const app = await renderInApp(<LogoutNotice />, { path: '/documents', language: 'fr' });
    sessionState.logoutReason = 'token';
    expect((await screen.findByRole('status')).textContent).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    sessionState.user = { email: 'ana@example.ca' };
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    app.cleanup();
    sessionState.user = null;
    sessionState.logoutReason = null;
    await renderInApp(<LogoutNotice />, { path: '/' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves it to the login screen, which says it itself', async () => {
    await renderInApp(<LogoutNotice />, { path: '/auth/login' });
    sessionState.logoutReason = 'auto';
    await Promise.resolve();
    expect(screen.queryByRole('status')).toBeNull();
    sessionState.logoutReason = null;
  });
});
