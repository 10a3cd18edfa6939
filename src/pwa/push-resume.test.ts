import { beforeEach, describe, expect, it, vi } from 'vitest';

const dispatch = vi.hoisted(() => vi.fn(async (_event: { type: string }) => undefined));
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./push-subscription.ts', () => {
  loaded.count++;
  return { pushController: () => ({ dispatch }) };
});

import { pushState } from './push-state.ts';
import { resumePushWatch } from './push-resume.ts';

describe('resumePushWatch (app start)', () => {
  beforeEach(() => {
    dispatch.mockClear();
    pushState.sentEndpoint = null;
  });

  it('does nothing, and loads no push code, when this browser never gave the server a subscription', async () => {
    await resumePushWatch();
    expect(dispatch).not.toHaveBeenCalled();
    expect(loaded.count).toBe(0);
  });

  it('brings the server in step (and starts the permission watch) when it did', async () => {
    pushState.sentEndpoint = 'https://push.example.net/send/1';
    await resumePushWatch();
    expect(dispatch).toHaveBeenCalledWith({ type: 'start' });
  });
});
