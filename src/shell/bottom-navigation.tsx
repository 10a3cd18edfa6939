// Bottom navigation (SPEC §2): Home and Chat (with the unread count), only when chat is enabled,
// not in widget mode and not in chat-only mode.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { chatState } from '../state/chat-state.ts';
import type { Runtime } from '../settings/runtime.ts';
import { Icon } from '../ui/icon.tsx';
import { PATHS } from '../routes/paths.ts';
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
      <Link href={PATHS.home} className="bottom-tab" aria-current={location === PATHS.home ? 'page' : undefined}>
        <Icon name="Home" />
        <span>{intl.formatMessage(navMessages.home)}</span>
      </Link>
      <Link href={PATHS.chat} className="bottom-tab" aria-current={location.startsWith(PATHS.chat) ? 'page' : undefined}>
        <Icon name="Chat" />
        <span>{intl.formatMessage(navMessages.chat)}</span>
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
