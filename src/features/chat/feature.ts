import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { chatLive, initialChatLiveState } from './chat-live-state.ts';
import { chatOutbox, initialChatOutbox, type ChatOutboxState } from './chat-outbox-state.ts';

const m = defineMessages({ title: { id: 'route.chat.title', defaultMessage: 'Chat' } });

// Chat (docs/product-rules.md#chat-enabled): a public home tab, gated by the chat feature. Its background part (realtime
// channel, outbox, unread count, badge and title flashing) starts with the app, in its own chunk.
export const feature = defineFeature({
  name: 'chat',
  key: 'chat',
  routes: [{ path: PATHS.chat, feature: 'chat', access: 'public', title: m.title, screen: lazyScreen(() => import('./chat-screen.tsx'), ['chat', 'chatOutbox']) }],
  menu: { icon: 'Chat' },
  slices: [
    { name: 'chatLive', state: chatLive, initial: initialChatLiveState(), persist: false },
    {
      name: 'chatOutbox',
      state: chatOutbox,
      initial: initialChatOutbox(),
      persist: true,
      schema: { load: () => import('../../generated/state/chat-outbox.validator.js').then((v) => v.StoredChatOutboxState) },
      // Messages typed and not yet sent belong to who typed them: a visitor's stay under the
      // visitor's key, a user's under theirs; they are sent when the connection returns.
      perUser: true,
      visitors: true,
      unsent: (state) => [{ kind: 'chatMessages', count: (state as ChatOutboxState).messages.length }],
    },
  ],
  start: (runtime) => {
    if (runtime.features.chat !== true) return;
    import('./chat-service.ts').then(
      (service) => service.startChatService(runtime),
      (error: unknown) => console.error('Chat not started', error),
    );
  },
});
