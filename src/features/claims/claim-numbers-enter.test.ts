// The claim numbers' route asks for them at its entry only when the brokerage shows them: without
// the option the screen sends on to the wizard, and nothing is asked for.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const runCall = vi.hoisted(() => vi.fn(() => Promise.resolve({ ok: true })));
vi.mock('../../state/run-call.ts', async (original) => ({ ...(await original<typeof import('../../state/run-call.ts')>()), runCall }));

const { feature } = await import('./feature.ts');
const { PATHS } = await import('../../paths/paths.ts');

describe('the claim numbers route entered', () => {
  const enter = feature.routes.find((route) => route.path === PATHS.claims)?.enter;
  beforeEach(() => runCall.mockClear());

  it('asks for nothing when the brokerage does not show claim numbers', async () => {
    expect(await enter?.(new URLSearchParams(), { claimNumbersShown: false } as never)).toBeUndefined();
    expect(runCall).not.toHaveBeenCalled();
  });

  it('asks for them when it does', async () => {
    await enter?.(new URLSearchParams(), { claimNumbersShown: true } as never);
    expect(runCall).toHaveBeenCalledWith(expect.anything(), 'claimNumbers', 'claims.getClaimNumbers', {}, {});
  });
});
