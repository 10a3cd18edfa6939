import { createContext, useContext } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';
import type { RouteDef } from './route-types.ts';

export const CurrentRouteContext = createContext<RouteDef | undefined>(undefined);

export function useCurrentRoute(): RouteDef | undefined {
  return useContext(CurrentRouteContext);
}

/** A route's title for this brokerage (e.g. the contact page is 'My Agent' or 'My Broker'). */
export function routeTitle(route: Pick<RouteDef, 'title'>, runtime: Runtime): MessageDescriptor {
  return typeof route.title === 'function' ? route.title(runtime) : route.title;
}
