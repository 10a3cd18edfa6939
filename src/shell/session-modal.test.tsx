import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../tests/render-in-app.tsx';
import { appState } from '../state/app-state.ts';
import { SessionModal } from './session-modal.tsx';

function renderModal() {
  return renderInApp(
    <>
      <button type="button">Behind</button>
      <SessionModal />
    </>,
  );
}

afterEach(() => {
  appState.logoutCountdown = null;
});

describe('SessionModal', () => {
  it('keeps Tab on its one button, also when focus had left the dialog', async () => {
    const user = userEvent.setup();
    await renderModal();
    const behind = screen.getByRole('button', { name: 'Behind' });
    behind.focus();
    await act(async () => {
      appState.logoutCountdown = 30;
    });
    const extend = screen.getByRole('button', { name: /extend/i });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(document.activeElement).toBe(extend);
    await user.tab();
    expect(document.activeElement).toBe(extend);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(extend);
    // A click on the backdrop takes focus away; the next Tab brings it back.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(document.activeElement).toBe(extend);
  });

  it('gives focus back where it was when it closes, and lets Tab go again', async () => {
    const user = userEvent.setup();
    await renderModal();
    const behind = screen.getByRole('button', { name: 'Behind' });
    behind.focus();
    await act(async () => {
      appState.logoutCountdown = 30;
    });
    await act(async () => {
      appState.logoutCountdown = null;
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(behind);
    await user.tab();
    expect(document.activeElement).not.toBe(behind);
  });
});
