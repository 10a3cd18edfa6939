// The chat's unread count (docs/product-rules.md#bottom-navigation): a badge beside the Chat tab and the sidebar's Chat entry, its
// number followed by words for screen readers ('2 unread messages'). Nothing while 0.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { chatState } from '../state/chat-state.ts';
import { unreadMessages } from './unread-messages.ts';

export function UnreadBadge({ className = 'unread-badge' }: { className?: string }) {
  const intl = useIntl();
  const { unreadCount } = useSnapshot(chatState);
  if (unreadCount <= 0) return null;
  return (
    <span className={className} data-testid="chat-unread">
      <span aria-hidden="true">{unreadCount}</span>
      {/* Read with the link: 'Chat 2 unread messages'; the number alone is for the eyes. */}
      <span className="visually-hidden">{intl.formatMessage(unreadMessages.unread, { count: unreadCount })}</span>
    </span>
  );
}
