// The home page. Its heading is the brokerage's name, under a greeting (the user's first name when
// signed in, home-greeting.tsx). What is pending comes first: a claim draft, a half-filled payment, slips saved on this
// device. Then the menu: on phones (and wherever there is no sidebar, e.g. the widget) the whole
// main menu; beside the desktop sidebar, which already lists the whole menu, only the first few
// entries as large cards. Only one of the two is rendered (a media query at the sidebar's breakpoint).
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { appState, actionsDisabled } from '../../state/app-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { MainMenu } from '../../ui/main-menu.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { homeMessages, homeValueMessages } from './home-messages.ts';
import { HomeGreeting } from './home-greeting.tsx';
import type { Runtime } from '../../settings/runtime.ts';
import { lazyScreen } from '../define-feature.ts';
import { HomePending } from './home-pending.tsx';
import { WIDE_SCREEN_MEDIA, useMediaQuery } from '../../ui/use-media-query.ts';
import { keyActions } from './key-actions.ts';
import './home.css';

// Only when asked for (a menu entry leading to `/?review`): its code and texts stay off the first page.
const HomeReview = lazyScreen(() => import('./home-review.tsx'));

export default function HomeScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const app = useSnapshot(appState);
  const { user } = useSnapshot(sessionState);
  const reviewAsked = new URLSearchParams(useSearch()).has('review');
  const wide = useMediaQuery(WIDE_SCREEN_MEDIA);
  if (!runtime) return null;
  const { brand, menu, shell } = runtime as Runtime;
  const disabled = actionsDisabled(app);
  const menuLabel = intl.formatMessage(homeMessages.menuLabel);
  return (
    <section className="screen home-screen">
      <HomeGreeting user={user} />
      <h1 ref={heading} tabIndex={-1} className="home-title">{brand.name}</h1>
      {reviewAsked && (
        <Suspense fallback={null}>
          <HomeReview />
        </Suspense>
      )}
      <HomePending runtime={runtime as Runtime} signedIn={user !== null} />
      {menu.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(homeValueMessages.emptyMenu, { brokerLabel: runtime.brokerLabel })}</p>
      ) : (
        shell.sidebar && wide ? (
          <div className="home-key-actions">
            <MainMenu items={keyActions(menu)} disabled={disabled} variant="cards" label={menuLabel} />
          </div>
        ) : (
          <div className="home-menu">
            <MainMenu items={menu} disabled={disabled} revealError label={menuLabel} />
          </div>
        )
      )}
    </section>
  );
}
