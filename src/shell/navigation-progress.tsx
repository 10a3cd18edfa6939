// While an in-app navigation waits for its screen (appState.navigating, src/routes/app-location.ts)
// the old screen stays: this bar says a page is on its way, and `main` is aria-busy meanwhile. Each
// reads the flag itself, so its changes re-render neither the shell nor the screen.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { shellMessages } from './shell-messages.ts';

export function NavigationProgress() {
  const intl = useIntl();
  const { navigating } = useSnapshot(appState);
  if (!navigating) return null;
  return <div className="navigation-progress" role="progressbar" aria-label={intl.formatMessage(shellMessages.navigationPending)} />;
}

/** The page's `main`, busy while a navigation waits; its children (the route gate) do not re-render with it. */
export function MainRegion({ children }: { children: ReactNode }) {
  const { navigating } = useSnapshot(appState);
  return (
    <main id="main" className="app-main" aria-busy={navigating || undefined}>
      {children}
    </main>
  );
}
