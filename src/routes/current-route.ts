import { createContext, useContext } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';
import type { RouteDef } from './route-table.ts';
import { routeMessages } from './route-messages.ts';

export const CurrentRouteContext = createContext<RouteDef | undefined>(undefined);

export function useCurrentRoute(): RouteDef | undefined {
  return useContext(CurrentRouteContext);
}

/** A route's title; the contact page is 'My Agent' or 'My Broker' by country. */
export function routeTitle(route: RouteDef, runtime: Runtime): MessageDescriptor {
  if (route.path === '/contact') return runtime.brokerLabel === 'myAgent' ? routeMessages.myAgent : routeMessages.myBroker;
  return route.title;
}
