// While an in-app navigation waits for its screen (appState.navigating, src/routes/app-location.ts)
// the old screen stays: this bar says a page is on its way. `main` is aria-busy meanwhile.
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
