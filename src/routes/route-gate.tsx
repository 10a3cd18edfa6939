// The one route gate (docs/product-rules.md#route-access): unknown path or feature off → not found; private route without a
// user → clear the token and go to /auth/login; otherwise the route's lazy screen.
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { sessionState, clearAuthToken } from '../state/session-state.ts';
import { navigationRules } from './route-table.ts';
import { decideRoute } from './route-decision.ts';
import { useNavigationRules } from './navigation-rules.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageLoading } from './page-loading.tsx';
import type { Runtime } from '../settings/runtime.ts';
import { rememberReturnPath } from '../session/return-path.ts';
import { PATHS } from '../paths/paths.ts';
import { preloadableScreen } from '../ui/preloadable.tsx';
import { enterRoute } from './preload-route.ts';
import { PageTitle } from './page-title.tsx';

export { decideRoute } from './route-decision.ts';

const NotFoundScreen = preloadableScreen(() => import('./not-found-screen.tsx').then((m) => m.default));

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
  useNavigationRules(location, navigationRules());
  // A navigation starts the new screen's data request beside its chunk (start-up did the first).
  const entered = useRef(location);
  useLayoutEffect(() => {
    if (entered.current === location) return;
    entered.current = location;
    if (runtime) enterRoute(location + window.location.search, runtime as Runtime, user !== null);
  }, [location, runtime, user]);
  if (!runtime) return <PageLoading />;
  const decision = decideRoute(location, runtime as Runtime, user !== null);
  if (decision.kind === 'login') return <RedirectToLogin />;
  const route = decision.kind === 'screen' ? decision.route : undefined;
  const Screen = route ? route.screen : NotFoundScreen;
  return (
    <PageTitle route={route} runtime={runtime as Runtime}>
      <PageErrorBoundary key={location}>
        <Suspense fallback={<PageLoading />}>
          <Screen />
        </Suspense>
      </PageErrorBoundary>
    </PageTitle>
  );
}
