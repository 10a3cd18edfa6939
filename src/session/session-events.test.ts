import { describe, expect, it, vi } from 'vitest';
import { recordEvent } from './session-events.ts';

const storage = { getItem: () => null, setItem: () => undefined };

describe('recordEvent', () => {
  it('waits for the event code before it is loaded, then sends at once (a logout event leaves while the token is valid)', async () => {
    const first = vi.fn(async () => undefined);
    const pending = recordEvent('visit', '/', { mode: 'direct', signedIn: false, send: first, storage });
    expect(first).not.toHaveBeenCalled();
    await expect(pending).resolves.toBe(true);
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn(async () => undefined);
    const sent = recordEvent('logOut', '/', { mode: 'direct', signedIn: true, send: second, storage });
    expect(second).toHaveBeenCalledTimes(1);
    expect(second.mock.calls[0]).toEqual([expect.objectContaining({ event: 'logOut', target: '/' })]);
    await expect(sent).resolves.toBe(true);
  });
});
