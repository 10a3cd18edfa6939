import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { appState, actionsDisabled } from '../../state/app-state.ts';
import { MainMenu } from '../../ui/main-menu.tsx';
import { homeMessages } from './home-messages.ts';
import type { Runtime } from '../../settings/runtime.ts';
import { lazyScreen } from '../define-feature.ts';

// Only when asked for (a menu entry leading to `/?review`): its code and texts stay off the first page.
const HomeReview = lazyScreen(() => import('./home-review.tsx'));

export default function HomeScreen() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const app = useSnapshot(appState);
  const reviewAsked = new URLSearchParams(useSearch()).has('review');
  if (!runtime) return null;
  const { brand, menu } = runtime as Runtime;
  return (
    <section className="screen home-screen">
      <h1 className="home-title">{brand.name}</h1>
      {reviewAsked && (
        <Suspense fallback={null}>
          <HomeReview />
        </Suspense>
      )}
      {menu.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(homeMessages.emptyMenu)}</p>
      ) : (
        <MainMenu items={menu} disabled={actionsDisabled(app)} revealError label={intl.formatMessage(homeMessages.menuLabel)} />
      )}
    </section>
  );
}
