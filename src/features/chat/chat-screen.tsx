// /chat (docs/product-rules.md#chat-enabled): the conversation with the brokerage's staff; a visitor first gives a name
// and e-mail; after hours (chatOptions.hideChatAfterHours and the office hours, in the office time
// zone) the after-hours notice replaces it. In chat-only mode the route gate shows this at /.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { chatState } from '../../state/chat-state.ts';
import type { Runtime } from '../../settings/runtime.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { chatOpenAt } from './chat-model.ts';
import { chatMessages as m } from './chat-messages.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatAfterHours } from './chat-after-hours.tsx';
import { ChatVisitorForm } from './chat-visitor-form.tsx';
import { setScreenOpen } from './chat-sync.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import './chat.css';

export default function ChatScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const chat = useSnapshot(chatState);
  const now = useMinuteClock();
  const open = runtime ? chatOpenAt(runtime as Runtime, now) : false;

  useEffect(() => {
    if (!open) return undefined;
    setScreenOpen(true);
    return () => setScreenOpen(false);
  }, [open]);

  if (!runtime) return null;
  const needsVisitorDetails = open && user === null && !chat.chatIdentity && !chat.chatEmail;
  return (
    <section className="screen chat-screen" aria-labelledby="chat-heading">
      <h1 id="chat-heading" ref={heading} tabIndex={-1}>
        {open && chat.title ? chat.title : intl.formatMessage(m.heading)}
      </h1>
      {!open ? <ChatAfterHours runtime={runtime as Runtime} now={now} /> : needsVisitorDetails ? <ChatVisitorForm /> : <ChatConversation />}
    </section>
  );
}
