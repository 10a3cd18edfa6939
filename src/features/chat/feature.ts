import { defineMessages } from 'react-intl';
import { defineFeature, placeholderScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';

const m = defineMessages({ title: { id: 'route.chat.title', defaultMessage: 'Chat' } });

// Chat: the screen comes with its own issue. A public home tab, gated by the chat feature.
export const feature = defineFeature({
  name: 'chat',
  key: 'chat',
  routes: [{ path: PATHS.chat, feature: 'chat', access: 'public', title: m.title, screen: placeholderScreen }],
  menu: { icon: 'Chat' },
});
