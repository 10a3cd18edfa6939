// The conversation: header message, staff, messages grouped by day (times in the locale), the
// client's messages with their state (sent; sending; waiting for the connection or for the next
// try after a passing failure; not sent, with Retry), and the composer. New messages are announced (role=log).
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { takeMessageFocus } from './chat-focus.ts';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ChatMessage } from '../../api/generated/api-types.ts';
import { chatState } from '../../state/chat-state.ts';
import { useCall } from '../../state/use-call.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { chatLive } from './chat-live-state.ts';
import { chatOutbox, type OutboxMessage } from './chat-outbox-state.ts';
import { dayKey, groupByDay, readMessages } from './chat-model.ts';
import { chatMessages as m, chatValueMessages as v } from './chat-messages.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import { refreshChat } from './chat-sync.ts';
import { removeMessage, retryMessage, sendChatMessage } from './chat-outbox.ts';
import { failureReason } from '../../ui/failure-reason.ts';
import { formatLongDate } from '../../i18n/long-date.ts';

type Shown = { kind: 'message'; message: ChatMessage; sentAt: string } | { kind: 'outbox'; message: OutboxMessage; sentAt: string };

function dayLabel(intl: IntlShape, day: string, now: Date): string {
  if (day === dayKey(now.toISOString())) return intl.formatMessage(m.today);
  if (day === dayKey(new Date(now.getTime() - 86_400_000).toISOString())) return intl.formatMessage(m.yesterday);
  const [y, mo, d] = day.split('-').map(Number);
  return formatLongDate(intl, new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

function OutboxState({ message }: { message: OutboxMessage }) {
  const intl = useIntl();
  if (message.status === 'failed') {
    return (
      <span className="chat-state chat-state-failed" role="alert">
        {message.error ? intl.formatMessage(v.failedWithReason, { reason: failureReason(intl, message.error) }) : intl.formatMessage(m.failed)}
        <span className="chat-state-actions">
          <button type="button" className="button" onClick={() => retryMessage(message.clientMessageId)}>{intl.formatMessage(m.retry)}</button>
          <button type="button" className="button" onClick={() => removeMessage(message.clientMessageId)}>{intl.formatMessage(m.remove)}</button>
        </span>
      </span>
    );
  }
  if (message.status === 'waiting' && message.error) {
    return <span className="chat-state">{intl.formatMessage(v.waitingAfterFailure, { reason: failureReason(intl, message.error) })}</span>;
  }
  return <span className="chat-state">{intl.formatMessage(message.status === 'sending' ? m.sending : m.waiting)}</span>;
}

function Bubble({ item }: { item: Shown }) {
  const intl = useIntl();
  const mine = item.kind === 'outbox' || item.message.from === 'client';
  const author = item.kind === 'outbox' || item.message.from === 'client' ? intl.formatMessage(m.you) : item.message.authorName;
  const time = intl.formatTime(item.sentAt, { hour: 'numeric', minute: '2-digit' });
  const className = `chat-message ${mine ? 'chat-message-mine' : item.message.from === 'system' ? 'chat-message-system' : 'chat-message-staff'}`;
  return (
    <li className={className} data-state={item.kind === 'outbox' ? item.message.status : 'sent'}>
      <p className="chat-meta">
        <span className="chat-author">{author}</span> <time dateTime={item.sentAt}>{time}</time>
      </p>
      <p className="chat-text">{item.message.text}</p>
      {mine && (item.kind === 'outbox' ? <OutboxState message={item.message} /> : <span className="chat-state">{intl.formatMessage(m.sent)}</span>)}
    </li>
  );
}

function Composer() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    sendChatMessage(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <form className="chat-composer" onSubmit={send}>
      <label htmlFor="chat-input">{intl.formatMessage(m.messageLabel)}</label>
      <div className="chat-composer-row">
        <textarea id="chat-input" rows={2} maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} />
        <button type="submit" className="button primary">{intl.formatMessage(m.send)}</button>
      </div>
    </form>
  );
}

export function ChatConversation() {
  const intl = useIntl();
  const chat = useSnapshot(chatState);
  const outbox = useSnapshot(chatOutbox);
  const live = useSnapshot(chatLive);
  const staff = useCall(chatLive, 'staff', 'chat.getStaffMembers', {}, { maxAge: 10 * 60_000 });
  const end = useRef<HTMLDivElement>(null);

  // Opened by the visitor's form, the message box takes the focus the form had (chat-focus.ts).
  useLayoutEffect(() => {
    if (takeMessageFocus()) document.getElementById('chat-input')?.focus();
  }, []);

  // Opening the screen catches up (and opens the chat the first time).
  useEffect(() => {
    void refreshChat();
  }, []);

  const messages = readMessages(chat.chatData as unknown[]);
  const shown: Shown[] = [
    ...messages.map((message): Shown => ({ kind: 'message', message, sentAt: message.sentAt })),
    ...outbox.messages.map((message): Shown => ({ kind: 'outbox', message: message as OutboxMessage, sentAt: message.createdAt })),
  ];
  const groups = groupByDay(shown);
  const now = useMinuteClock();
  const count = shown.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const loadCall = { ...live.chat, data: chat.chatIdentity ? live.chat.data ?? {} : live.chat.data, retry: refreshChat };
  return (
    <div className="chat-conversation">
      {chat.headerMessage && <p className="chat-header-message">{chat.headerMessage}</p>}
      {staff.data && staff.data.members.length > 0 && (
        <details className="chat-staff">
          <summary>{intl.formatMessage(m.staffHeading)}</summary>
          <ul>
            {staff.data.members.map((member) => (
              <li key={member.csrDataId}>
                <span className="chat-author">{`${member.firstName} ${member.lastName}`}</span>, {member.title}
              </li>
            ))}
          </ul>
        </details>
      )}
      {live.connection === 'polling' && <p className="chat-connection">{intl.formatMessage(m.connectionPolling)}</p>}
      {live.connection === 'offline' && <p className="chat-connection">{intl.formatMessage(m.connectionOffline)}</p>}
      <RequestStatus call={loadCall} errorText={intl.formatMessage(m.loadError)}>
        {() => (
          <div className="chat-log" role="log" aria-label={intl.formatMessage(m.conversation)}>
            {groups.length === 0 && <p className="empty-state">{intl.formatMessage(m.empty)}</p>}
            {groups.map((group) => (
              <section key={group.day} className="chat-day" aria-labelledby={`chat-day-${group.day}`}>
                <h2 id={`chat-day-${group.day}`} className="chat-day-heading">{dayLabel(intl, group.day, now)}</h2>
                <ol className="chat-messages">
                  {group.messages.map((item) => (
                    <Bubble key={item.kind === 'message' ? item.message.id : item.message.clientMessageId} item={item} />
                  ))}
                </ol>
              </section>
            ))}
            <div ref={end} />
          </div>
        )}
      </RequestStatus>
      <Composer />
    </div>
  );
}
