// A slice that every tab must see alike (`syncTabs`: a payment whose outcome is unknown) is read
// again when another tab writes its copy; the others keep what this tab has, and a visitor's copy
// (the tab's own) is never taken from another tab.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { checkStoredVersion, ownerKeyOf, registerSlice, setSliceOwner } from './persistence.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = `iss:slice:checks:${ownerKeyOf('ana@example.ca')}`;

/** What the browser does in this tab when another tab writes localStorage. */
function otherTabWrites(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  checkStoredVersion();
  setSliceOwner('ana@example.ca');
});
afterEach(() => setSliceOwner(null));

describe('a slice that follows other tabs', () => {
  it('reads what another tab wrote, and its removal, at once', async () => {
    const initial = { keys: [] as string[] };
    const checks = proxy(structuredClone(initial));
    const other = proxy(structuredClone(initial));
    registerSlice('checks', checks, { initial, persist: true, perUser: true, syncTabs: true });
    registerSlice('notSynced', other, { initial, persist: true, perUser: true });
    otherTabWrites(KEY, JSON.stringify({ keys: ['k-12345678'] }));
    otherTabWrites(`iss:slice:notSynced:${ownerKeyOf('ana@example.ca')}`, JSON.stringify({ keys: ['k-12345678'] }));
    expect(checks.keys).toEqual(['k-12345678']);
    expect(other.keys).toEqual([]);
    await flush();
    // Read, not written back differently.
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify({ keys: ['k-12345678'] }));
    otherTabWrites(KEY, null);
    expect(checks.keys).toEqual([]);
  });

  it('never takes another user’s copy, nor anything while a visitor holds it', () => {
    const initial = { keys: [] as string[] };
    const checks = proxy(structuredClone(initial));
    registerSlice('checks', checks, { initial, persist: true, perUser: true, visitors: true, syncTabs: true });
    otherTabWrites(`iss:slice:checks:${ownerKeyOf('bo@example.ca')}`, JSON.stringify({ keys: ['k-87654321'] }));
    expect(checks.keys).toEqual([]);
    setSliceOwner(null);
    otherTabWrites('iss:slice:checks:visitor', JSON.stringify({ keys: ['k-87654321'] }));
    expect(checks.keys).toEqual([]);
  });
});
