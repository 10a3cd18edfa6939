import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { Runtime } from '../settings/runtime.ts';
import { Icon } from '../ui/icon.tsx';
import { PATHS } from '../paths/paths.ts';
import { shellMessages } from './shell-messages.ts';
import { useSnapshot } from 'valtio';
import { sessionState } from '../state/session-state.ts';
import { UserMenu } from './user-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { userMenuMessages } from '../ui/user-menu-messages.ts';
import { canGoBackInApp, trackHistoryDepth } from './history-depth.ts';

// Every history entry the app pushes is marked with its in-app depth (history-depth.ts).
if (typeof window !== 'undefined') trackHistoryDepth(window);

/**
 * Keeps `--header-height` on the document element equal to the sticky header's height, so that
 * scroll margins and sticky rows below it (app.css) clear it whatever its content and font size.
 */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const set = (height: number) => root.style.setProperty('--header-height', `${height}px`);
    // No measuring here: the observer reports the first size itself, after the frame's layout and
    // before its paint, so the first render does not force a layout of its own.
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      set(box ? box.blockSize : element.getBoundingClientRect().height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);
  return header;
}

/** Header: back control off the home page, brand logo or name (linking home). One row on any
 * screen: a long brand name is cut with an ellipsis by CSS only, so the link keeps the full name. */
export function AppHeader({ runtime }: { runtime: Runtime }) {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const { brand } = runtime;
  const { user } = useSnapshot(sessionState);
  const header = useHeaderHeight();
  return (
    <header ref={header} className="app-header">
      {location !== PATHS.home && (
        // Back within the app; with nothing of ours behind this page (opened from a link), home.
        // history.back() is guarded like the browser's own back (guardHistoryTraversal).
        <button
          type="button"
          className="header-back"
          onClick={() => {
            if (!canGoBackInApp()) navigate(PATHS.home);
            else window.history.back();
          }}
        >
          <Icon name="Back" size={20} />
          <span>{intl.formatMessage(shellMessages.back)}</span>
        </button>
      )}
      <Link href={PATHS.home} className="brand-link" title={brand.logo ? undefined : brand.name}>
        {brand.logo ? <img className="brand-logo" src={brand.logo} alt={brand.name} /> : <span className="brand-name">{brand.name}</span>}
      </Link>
      <div className="header-actions">
        {!user && location !== PATHS.login && (
          <Link href={PATHS.login} className="header-login">
            <Icon name="Login" size={20} />
            <span>{intl.formatMessage(userMenuMessages.login)}</span>
          </Link>
        )}
        <LanguageMenu />
        <UserMenu runtime={runtime} />
      </div>
    </header>
  );
}
