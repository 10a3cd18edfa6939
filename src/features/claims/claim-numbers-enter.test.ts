// The claim numbers' route asks for them at its entry only when the brokerage shows them: without
// the option the screen sends on to the wizard, and nothing is asked for.
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ enterClaimNumbers: vi.fn(() => Promise.resolve()) }));
vi.mock('./claim-numbers-calls.ts', () => calls);

const { feature } = await import('./feature.ts');
const { PATHS } = await import('../../paths/paths.ts');

describe('the claim numbers route entered', () => {
  const enter = feature.routes.find((route) => route.path === PATHS.claims)?.enter;

  it('asks for nothing when the brokerage does not show claim numbers', () => {
    expect(enter?.(new URLSearchParams(), { claimNumbersShown: false } as never)).toBeUndefined();
    expect(calls.enterClaimNumbers).not.toHaveBeenCalled();
  });

  it('asks for them when it does, and returns what the screen waits for', async () => {
    const load = enter?.(new URLSearchParams(), { claimNumbersShown: true } as never);
    expect(load).toBeInstanceOf(Promise);
    await load;
    expect(calls.enterClaimNumbers).toHaveBeenCalledTimes(1);
  });
});
