// The device's position when the user has already allowed it, without ever asking: for a
// convenience (the claim wizard's weather) that must not raise a permission prompt by itself.

export interface Position {
  latitude: number;
  longitude: number;
}

/** The position, or undefined when location is not granted already, unsupported, or fails. */
export async function positionIfAllowed(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): Promise<Position | undefined> {
  if (!nav?.geolocation || !nav.permissions) return undefined;
  try {
    const status = await nav.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return undefined;
    return await new Promise<Position | undefined>((resolve) => {
      nav.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve(undefined),
        { maximumAge: 10 * 60_000, timeout: 5_000 },
      );
    });
  } catch {
    return undefined;
  }
}
