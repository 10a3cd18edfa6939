// The banner's chunks, loaded before the first render when the settings have a banner: a banner is
// often the largest thing on the first screen (its largest contentful paint), and it must appear
// with the rest of the screen, not a few round trips (and a reveal) later.
// Its message is sanitised here too, while start-up still waits for the network, rather than in
// the first render's task (the sanitiser's first run is its slowest).
import { BannerGate, NotificationBanner } from '../shell-parts.ts';
import type { Runtime } from '../../settings/runtime.ts';

/** The banner's code: its two parts and the sanitiser (one list, for both loads below). */
function loadBannerCode() {
  return Promise.all([BannerGate.preload(), NotificationBanner.preload(), import('../../ui/tenant-html.ts')]);
}

/**
 * The banner's code, asked for at start beside the settings: whether there is a banner is known
 * only once they arrive, and loading it then put two round trips on the first screen's path.
 * Without a banner it is a few kB fetched while the network waits for the settings anyway. Never
 * rejects: preloadBanner asks again.
 */
export function preloadBannerCode(): Promise<void> {
  return loadBannerCode().then(
    () => undefined,
    () => undefined,
  );
}

export async function preloadBanner(runtime: Pick<Runtime, 'banner' | 'ownHosts'>): Promise<void> {
  const [, , { trustedTenantHtml }] = await loadBannerCode();
  const message = runtime.banner.bannerMessage;
  if (message) trustedTenantHtml(message, runtime.ownHosts);
}
