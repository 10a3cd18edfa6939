// The sidebar's Chat entry (desktop width, where the bottom navigation is hidden), with the unread
// count; shown when chat is enabled and the app is not chat-only (then / is the chat itself).
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MouseEvent } from 'react';
import type { Runtime } from '../settings/runtime.ts';
import { PATHS } from '../paths/paths.ts';
import { Icon } from '../ui/icon.tsx';
import { UnreadBadge } from '../ui/unread-badge.tsx';
import { chatLinkMessages } from '../ui/unread-messages.ts';
import './sidebar-chat-link.css';

export function showsSidebarChat(runtime: Pick<Runtime, 'chat'>): boolean {
  return runtime.chat.enabled && !runtime.chat.chatOnly;
}

export function SidebarChatLink({ runtime, disabled }: { runtime: Runtime; disabled: boolean }) {
  const intl = useIntl();
  const [location] = useLocation();
  if (!showsSidebarChat(runtime)) return null;
  const guard = (event: MouseEvent) => {
    if (disabled) event.preventDefault();
  };
  return (
    <ul className="main-menu sidebar-chat">
      <li>
        <Link href={PATHS.chat} className="menu-link" onClick={guard} aria-disabled={disabled || undefined} aria-current={location.startsWith(PATHS.chat) ? 'page' : undefined}>
          <span className="menu-icon"><Icon name="Chat" /></span>
          <span className="menu-text">
            <span className="menu-name">{intl.formatMessage(chatLinkMessages.chat)}</span>
          </span>
          <UnreadBadge className="unread-count" />
          <span className="menu-right"><Icon name="ChevronRight" size={20} /></span>
        </Link>
      </li>
    </ul>
  );
}
