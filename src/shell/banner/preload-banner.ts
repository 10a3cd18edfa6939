// The banner's chunks, loaded before the first render when the settings have a banner: a banner is
// often the largest thing on the first screen (its largest contentful paint), and it must appear
// with the rest of the screen, not a few round trips (and a reveal) later.
import { BannerGate, NotificationBanner } from '../shell-parts.ts';

export async function preloadBanner(): Promise<void> {
  await Promise.all([BannerGate.preload(), NotificationBanner.preload()]);
}
