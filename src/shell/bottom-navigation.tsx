// Bottom navigation (SPEC §2): Home and Chat (with the unread count), only when chat is enabled,
// not in widget mode and not in chat-only mode.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { chatState } from '../state/chat-state.ts';
import type { Runtime } from '../settings/runtime.ts';
import { Icon } from '../ui/icon.tsx';
import { routeMessages } from '../routes/route-messages.ts';
import { navMessages, navValueMessages } from './nav-messages.ts';

export function showsBottomNavigation(runtime: Pick<Runtime, 'chat' | 'mode'>): boolean {
  return runtime.chat.enabled && runtime.mode !== 'widget' && !runtime.chat.chatOnly;
}

export function BottomNavigation({ runtime }: { runtime: Runtime }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { unreadCount } = useSnapshot(chatState);
  if (!showsBottomNavigation(runtime)) return null;
  return (
    <nav className="bottom-nav" aria-label={intl.formatMessage(navMessages.tabs)}>
      <Link href="/" className="bottom-tab" aria-current={location === '/' ? 'page' : undefined}>
        <Icon name="Home" />
        <span>{intl.formatMessage(routeMessages.home)}</span>
      </Link>
      <Link href="/chat" className="bottom-tab" aria-current={location.startsWith('/chat') ? 'page' : undefined}>
        <Icon name="Chat" />
        <span>{intl.formatMessage(routeMessages.chat)}</span>
        {unreadCount > 0 && (
          <span className="unread-badge">
            {unreadCount}
            <span className="visually-hidden"> {intl.formatMessage(navValueMessages.unread, { count: unreadCount })}</span>
          </span>
        )}
      </Link>
    </nav>
  );
}
