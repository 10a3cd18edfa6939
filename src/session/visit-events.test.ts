import { describe, expect, it, vi } from 'vitest';
import { registerEvent, LAST_VISIT_KEY, VISIT_DEDUP_MS } from './visit-events.ts';
import { detectDevice } from './device.ts';
import type { EventsRegisterRequest } from '../api/generated/api-types.ts';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('visit events', () => {
  it('sends a visit with the visitor data, then skips visits for 60 minutes', async () => {
    const storage = memory();
    const sent: EventsRegisterRequest[] = [];
    let now = 1_000_000;
    const context = { mode: 'widget' as const, signedIn: false, storage, now: () => now, send: async (b: EventsRegisterRequest) => void sent.push(b) };
    expect(await registerEvent('visit', '/', context)).toBe(true);
    expect(sent[0]).toMatchObject({ event: 'visit', target: '/', considerNotLoggedIn: true, kioskClient: 'widget' });
    expect(sent[0]?.device).toHaveProperty('deviceType');
    now += VISIT_DEDUP_MS - 1;
    expect(await registerEvent('visit', '/', context)).toBe(false);
    now += 1;
    expect(await registerEvent('visit', '/', context)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('never de-duplicates access events', async () => {
    const storage = memory();
    storage.setItem(LAST_VISIT_KEY, String(Date.now()));
    const send = vi.fn(async () => undefined);
    expect(await registerEvent('logOut', '/', { mode: 'direct', signedIn: true, storage, send })).toBe(true);
    expect(await registerEvent('logOutAuto', '/', { mode: 'direct', signedIn: true, storage, send })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('logs an error and returns false when the call fails, without remembering the visit', async () => {
    const storage = memory();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await registerEvent('visit', '/', { mode: 'direct', signedIn: false, storage, send: async () => { throw new Error('offline'); } });
    expect(result).toBe(false);
    expect(error).toHaveBeenCalled();
    expect(storage.data[LAST_VISIT_KEY]).toBeUndefined();
    error.mockRestore();
  });
});

describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', { isMobile: true, mobileVendor: 'Apple', mobileModel: 'iPhone', deviceType: 'mobile' }],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918W) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', { isMobile: true, mobileVendor: 'Samsung', mobileModel: 'SM-S918W', deviceType: 'mobile' }],
    ['Mozilla/5.0 (Linux; Android 13; Pixel Tablet) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', { isMobile: true, mobileVendor: 'Google', deviceType: 'tablet' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', { isMobile: false, deviceType: 'browser', os: 'Windows' }],
  ])('%s', (ua, expected) => {
    expect(detectDevice(ua)).toMatchObject(expected);
  });
});
