// Bottom navigation (docs/product-rules.md#navigation-resets): Home and Chat (with the unread count), only when chat is enabled,
// not in widget mode and not in chat-only mode.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { Runtime } from '../settings/runtime.ts';
import { Icon } from '../ui/icon.tsx';
import { PATHS } from '../paths/paths.ts';
import { navMessages } from './nav-messages.ts';
import { UnreadBadge } from '../ui/unread-badge.tsx';

export function showsBottomNavigation(runtime: Pick<Runtime, 'chat' | 'mode'>): boolean {
  return runtime.chat.enabled && runtime.mode !== 'widget' && !runtime.chat.chatOnly;
}

export function BottomNavigation({ runtime }: { runtime: Runtime }) {
  const intl = useIntl();
  const [location] = useLocation();
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
        <UnreadBadge />
      </Link>
    </nav>
  );
}
