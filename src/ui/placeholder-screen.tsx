// Routes whose feature is not built yet: the screen's title and a short notice, so routes,
// gates and menus can be used now. Features point their unbuilt routes here.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useCurrentRoute, routeTitle } from '../routes/current-route.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { uiMessages } from './ui-messages.ts';
import type { Runtime } from '../settings/runtime.ts';
import { useFocusHeading } from './use-focus-heading.ts';

export default function PlaceholderScreen() {
  const intl = useIntl();
  const route = useCurrentRoute();
  const { runtime } = useSnapshot(runtimeState);
  const heading = useFocusHeading();
  if (!route || !runtime) return null;
  return (
    <section className="screen">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(routeTitle(route, runtime as Runtime))}</h1>
      <p>{intl.formatMessage(uiMessages.comingSoon)}</p>
    </section>
  );
}
