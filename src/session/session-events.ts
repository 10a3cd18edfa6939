// Visit and access events need the visitor data (device, fingerprint): that code loads with the
// session clocks, after the first screen (session-start.ts). Once loaded, an event is sent at
// once, so a logout's event still leaves while the token is valid; before that, it waits for the
// code. Like registerEvent, it never throws.
import type { AccessEvent, EventContext } from './visit-events.ts';

type VisitEvents = typeof import('./visit-events.ts');

let loaded: VisitEvents | undefined;
let loading: Promise<VisitEvents> | undefined;

export function loadVisitEvents(): Promise<VisitEvents> {
  loading ??= import('./visit-events.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function recordEvent(event: AccessEvent, target: string, context: EventContext): Promise<boolean> {
  if (loaded) return loaded.registerEvent(event, target, context);
  return loadVisitEvents().then(
    (module) => module.registerEvent(event, target, context),
    (error: unknown) => {
      console.error(`Event ${event} not recorded`, error);
      return false;
    },
  );
}
