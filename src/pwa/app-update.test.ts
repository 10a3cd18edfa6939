import { beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { closeUpdateNotice, onAppUpdated, updateState } from './app-update.ts';
import { registerSlice } from '../state/persistence.ts';

describe('app update', () => {
  beforeEach(() => {
    updateState.appUpdated = false;
  });

  it('reloads at once when the app is idle, after clearing caches', async () => {
    const apply = vi.fn();
    const clearCaches = vi.fn(async () => undefined);
    expect(await onAppUpdated(apply, { isIdle: () => true, clearCaches })).toBe('reloaded');
    expect(clearCaches).toHaveBeenCalled();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(updateState.appUpdated).toBe(false);
  });

  it('shows the persistent notice when busy, and reloads only when it is closed', async () => {
    const apply = vi.fn();
    expect(await onAppUpdated(apply, { isIdle: () => false, clearCaches: async () => undefined })).toBe('notice');
    expect(updateState.appUpdated).toBe(true);
    expect(apply).not.toHaveBeenCalled();
    closeUpdateNotice();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(updateState.appUpdated).toBe(false);
  });

  it('clears stored state of every slice except the user', async () => {
    const removed: string[] = [];
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: () => null, setItem: () => undefined, removeItem: (key: string) => removed.push(key) },
    });
    registerSlice('session', proxy({ user: null }), { initial: { user: null }, persist: true });
    registerSlice('documents', proxy({ list: [] }), { initial: { list: [] }, persist: true });
    await onAppUpdated(() => undefined, { isIdle: () => true, clearCaches: async () => undefined });
    expect(removed).toContain('iss:slice:documents');
    expect(removed).not.toContain('iss:slice:session');
  });
});
