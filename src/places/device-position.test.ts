import { describe, expect, it, vi } from 'vitest';
import { positionIfAllowed } from './device-position.ts';

function fakeNavigator(state: PermissionState | 'throws', position?: { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (position) ok({ coords: position } as GeolocationPosition);
    else fail({ code: 2 } as GeolocationPositionError);
  });
  const query = vi.fn(async () => {
    if (state === 'throws') throw new Error('no permissions API for geolocation');
    return { state } as PermissionStatus;
  });
  return { nav: { geolocation: { getCurrentPosition }, permissions: { query } } as unknown as Navigator, getCurrentPosition };
}

describe('positionIfAllowed', () => {
  it('reads the position only when location is already granted', async () => {
    const granted = fakeNavigator('granted', { latitude: 49.28, longitude: -123.12 });
    expect(await positionIfAllowed(granted.nav)).toEqual({ latitude: 49.28, longitude: -123.12 });
  });

  it.each(['prompt', 'denied', 'throws'] as const)('never asks: %s gives nothing and no position request', async (state) => {
    const fake = fakeNavigator(state, { latitude: 1, longitude: 2 });
    expect(await positionIfAllowed(fake.nav)).toBeUndefined();
    expect(fake.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('gives nothing when the position fails or location is unsupported', async () => {
    expect(await positionIfAllowed(fakeNavigator('granted').nav)).toBeUndefined();
    expect(await positionIfAllowed({} as Navigator)).toBeUndefined();
    expect(await positionIfAllowed(undefined)).toBeUndefined();
  });
});
