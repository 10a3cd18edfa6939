// The one route gate (SPEC §2): unknown path or feature off → not found; private route without a
// user → clear the token and go to /auth/login; otherwise the route's lazy screen.
import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { sessionState, clearAuthToken } from '../state/session-state.ts';
import { findRoute, navigationRules, type RouteDef } from './route-table.ts';
import { useNavigationRules } from './navigation-rules.ts';
import { CurrentRouteContext } from './current-route.ts';
import { PageErrorBoundary } from '../shell/page-error-boundary.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import type { Runtime } from '../settings/runtime.ts';
import { rememberReturnPath } from '../session/return-path.ts';
import { PATHS } from './paths.ts';

const NotFoundScreen = lazy(() => import('../shell/not-found-screen.tsx'));

export type GateDecision = { kind: 'screen'; route: RouteDef } | { kind: 'not-found' } | { kind: 'login' };

/** Pure decision of the gate, for tests and for the component below. */
export function decideRoute(path: string, runtime: Runtime, signedIn: boolean): GateDecision {
  // Chat-only mode (SPEC §4): the chat is the app, so / opens the conversation.
  const route = findRoute(runtime.chat.chatOnly && (path.replace(/\/+$/, '') || '/') === PATHS.home ? PATHS.chat : path);
  if (!route) return { kind: 'not-found' };
  if (route.feature && runtime.features[route.feature] !== true) return { kind: 'not-found' };
  if (route.access === 'private' && !signedIn) return { kind: 'login' };
  return { kind: 'screen', route };
}

function RedirectToLogin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    clearAuthToken();
    // The query is part of where the visitor was (e.g. the claim wizard's step).
    rememberReturnPath(search ? `${location}?${search}` : location);
    navigate(PATHS.login, { replace: true });
  }, [navigate, location, search]);
  return <PageLoading />;
}

export function RouteGate() {
  const [location] = useLocation();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  useNavigationRules(location, navigationRules);
  if (!runtime) return <PageLoading />;
  const decision = decideRoute(location, runtime as Runtime, user !== null);
  if (decision.kind === 'login') return <RedirectToLogin />;
  const route = decision.kind === 'screen' ? decision.route : undefined;
  const Screen = route ? route.screen : NotFoundScreen;
  return (
    <CurrentRouteContext.Provider value={route}>
      <PageErrorBoundary key={location}>
        <Suspense fallback={<PageLoading />}>
          <Screen />
        </Suspense>
      </PageErrorBoundary>
    </CurrentRouteContext.Provider>
  );
}
