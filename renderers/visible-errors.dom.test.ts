import { describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from './visible-errors.ts';

describe('afterPointerRelease', () => {
  it('runs at once when no button is pressed', () => {
    const fn = vi.fn();
    afterPointerRelease(fn);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('waits for the press to become a click when the blur came from pressing elsewhere', async () => {
    const order: string[] = [];
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', () => order.push('click'));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerRelease(() => order.push('error shown'));
    expect(order).toEqual([]);
    button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['click', 'error shown']);
  });
});
