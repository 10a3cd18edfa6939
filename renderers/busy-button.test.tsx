import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { busyButton } from './busy-button.ts';

function SendForm({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setBusy(true);
      }}
    >
      <button type="submit" {...busyButton(busy)}>
        Send
      </button>
    </form>
  );
}

describe('busyButton', () => {
  it('keeps the focus on the pressed button while it is busy, and ignores presses until the work ends', async () => {
    const onSend = vi.fn();
    render(<SendForm onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('adds nothing to a button that is not busy', () => {
    expect(busyButton(false)).toEqual({});
  });
});
