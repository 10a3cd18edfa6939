import type { MessageDescriptor } from 'react-intl';
import type { FeatureKey } from '../settings/settings-types.ts';
import type { Runtime } from '../settings/runtime.ts';
import type { AppPath } from '../paths/paths.ts';
import type { Preloadable } from '../ui/preloadable.tsx';

/** public: anyone; private: signed-in users (others go to /auth/login); hidden: reachable, never in a menu. */
export type Access = 'public' | 'private' | 'hidden';

export interface RouteDef {
  path: AppPath;
  /** Feature that must be on; the route shows the not-found screen otherwise. */
  feature?: FeatureKey;
  access: Access;
  /** The screen's title (header, document); a function when it depends on the brokerage. */
  title: MessageDescriptor | ((runtime: Runtime) => MessageDescriptor);
  /** The screen, a chunk of its own that start-up loads before the first render. */
  screen: Preloadable<object>;
  /**
   * Starts the screen's first data request when the route is entered (start-up, a navigation),
   * beside its chunk rather than after its first render. The screen's own request joins it, and a
   * second call while the first is on its way must join it too (a navigation and the gate may both call).
   * `query`: the address's query, for a screen whose view is in it (the inventory's ?room=);
   * `runtime`: for a call that depends on the brokerage's options (the claim numbers).
   * Returns the load when it has one: start-up waits for it, briefly, before the first render.
   */
  enter?: (query: URLSearchParams, runtime: Runtime) => Promise<void> | void;
}
