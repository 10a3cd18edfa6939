import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { FeatureKey } from '../settings/settings-types.ts';
import type { Runtime } from '../settings/runtime.ts';
import type { AppPath } from './paths.ts';

/** public: anyone; private: signed-in users (others go to /auth/login); hidden: reachable, never in a menu. */
export type Access = 'public' | 'private' | 'hidden';

export interface RouteDef {
  path: AppPath;
  /** Feature that must be on; the route shows the not-found screen otherwise. */
  feature?: FeatureKey;
  access: Access;
  /** The screen's title (header, document); a function when it depends on the brokerage. */
  title: MessageDescriptor | ((runtime: Runtime) => MessageDescriptor);
  screen: LazyExoticComponent<ComponentType>;
}
