import { defineMessages } from 'react-intl';
import { defineFeature, placeholderScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';

const m = defineMessages({
  title: { id: 'route.quote.title', defaultMessage: 'Request a quote' },
  menuName: { id: 'menu.quote.name', defaultMessage: 'Get Quote' },
  menuDescription: { id: 'menu.quote.description', defaultMessage: 'An instant quote' },
});

// Quote requests: the screen comes with its own issue; route and menu entry are live now.
export const feature = defineFeature({
  name: 'quote',
  key: 'requestQuote',
  routes: [{ path: PATHS.quote, feature: 'requestQuote', access: 'public', title: m.title, screen: placeholderScreen }],
  menu: { icon: 'Quote', defaultEntry: { order: 1, name: m.menuName, description: m.menuDescription } },
});
