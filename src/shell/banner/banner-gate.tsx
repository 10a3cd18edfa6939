// Decides whether the banner shows; only then loads it (the sanitiser stays out of the home chunk).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState, actionsDisabled } from '../../state/app-state.ts';
import type { Runtime } from '../../settings/runtime.ts';
import { PATHS } from '../../paths/paths.ts';
import { isBannerVisible } from './banner-visibility.ts';
import { bannerClosed, rememberBannerClosed } from './banner-closed.ts';
import { updateThenFocus } from '../../ui/update-then-focus.ts';

import { NotificationBanner } from '../shell-parts.ts';

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

export function BannerGate({ runtime, timeZone }: { runtime: Runtime; timeZone?: string }) {
  const [path] = useLocation();
  const app = useSnapshot(appState);
  const width = useViewportWidth();
  const [closed, setClosed] = useState(bannerClosed);
  const visible = isBannerVisible(runtime.banner, {
    // The date window is checked afresh on each render (route change, resize, close); nothing
    // memoises this component, so reading the clock here is deliberate.
    // oxlint-disable-next-line react/purity -- see above
    now: new Date(),
    actionsDisabled: actionsDisabled(app),
    closed,
    // In chat-only mode / is the chat page.
    path: runtime.chat.chatOnly && path === PATHS.home ? PATHS.chat : path,
    viewportWidth: width,
    ...(timeZone ? { timeZone } : {}),
  });
  if (!visible || !runtime.banner.bannerMessage) return null;
  // Closed, the notice and its button leave the page: the focus goes to the page's heading rather
  // than falling to the body.
  const close = () => {
    rememberBannerClosed();
    updateThenFocus(() => setClosed(true), () => document.querySelector<HTMLElement>('#main h1'));
  };
  return <NotificationBanner html={runtime.banner.bannerMessage} onClose={close} />;
}
