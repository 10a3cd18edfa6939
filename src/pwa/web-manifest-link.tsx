import { useEffect } from 'react';
import type { Runtime } from '../settings/runtime.ts';
import { linkManifest, webManifest } from './web-manifest.ts';

/** Links this brokerage's manifest (not in widget mode: an embedded app is not installed). */
export function WebManifestLink({ runtime }: { runtime: Runtime }) {
  useEffect(() => {
    if (runtime.mode !== 'widget') linkManifest(webManifest(runtime, window.location.origin));
  }, [runtime]);
  return null;
}
