// Screens that other work items build: shows the screen's title so routes and gates can be used now.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useCurrentRoute, routeTitle } from '../routes/current-route.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { shellMessages } from './shell-messages.ts';
import type { Runtime } from '../settings/runtime.ts';
import { useFocusHeading } from '../ui/use-focus-heading.ts';

export default function PlaceholderScreen() {
  const intl = useIntl();
  const route = useCurrentRoute();
  const { runtime } = useSnapshot(runtimeState);
  const heading = useFocusHeading();
  if (!route || !runtime) return null;
  return (
    <section className="screen">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(routeTitle(route, runtime as Runtime))}</h1>
      <p>{intl.formatMessage(shellMessages.comingSoon)}</p>
    </section>
  );
}
