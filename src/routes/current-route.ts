import { createContext } from 'react';
import type { RouteDef } from './route-types.ts';

export const CurrentRouteContext = createContext<RouteDef | undefined>(undefined);
