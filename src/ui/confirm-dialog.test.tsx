// The one confirm dialog on the one modal hook (use-modal-dialog.ts): Cancel has the focus first,
// Escape cancels, Confirm confirms, and closing gives focus back to what opened it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function Opener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Delete room</button>
      {open && (
        <ConfirmDialog
          title="Delete Kitchen?"
          text="Its 3 items go with it."
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => { onConfirm(); setOpen(false); }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Renders the opener, focuses it and opens the dialog from it, as a keyboard user would. */
function openFromOpener(onConfirm: () => void = () => undefined): HTMLElement {
  render(<Opener onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Delete room' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('ConfirmDialog', () => {
  it('opens with Cancel focused, named by its title and described by its text', () => {
    openFromOpener();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Kitchen?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Its 3 items go with it.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('Escape (the dialog’s cancel event) cancels and gives focus back to the opener', () => {
    const onConfirm = vi.fn();
    const opener = openFromOpener(onConfirm);
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('Confirm confirms once and closes', () => {
    const onConfirm = vi.fn();
    const opener = openFromOpener(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
