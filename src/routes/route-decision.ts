// The gate's one rule (docs/product-rules.md#route-access): unknown path or feature off → not found; private route
// without a user → login; otherwise the route's screen. Pure, for the gate and the route preload.
import { findRoute, type RouteDef } from './route-table.ts';
import type { Runtime } from '../settings/runtime.ts';
import { PATHS } from '../paths/paths.ts';

export type GateDecision = { kind: 'screen'; route: RouteDef } | { kind: 'not-found' } | { kind: 'login' };

/** Pure decision of the gate, for tests and for the component below. */
export function decideRoute(path: string, runtime: Runtime, signedIn: boolean): GateDecision {
  // Chat-only mode : the chat is the app, so / opens the conversation.
  const route = findRoute(runtime.chat.chatOnly && (path.replace(/\/+$/, '') || '/') === PATHS.home ? PATHS.chat : path);
  if (!route) return { kind: 'not-found' };
  if (route.feature && runtime.features[route.feature] !== true) return { kind: 'not-found' };
  if (route.access === 'private' && !signedIn) return { kind: 'login' };
  return { kind: 'screen', route };
}

