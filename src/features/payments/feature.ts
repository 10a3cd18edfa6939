import { defineMessages } from 'react-intl';
import { defineFeature, placeholderScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';

const m = defineMessages({
  title: { id: 'route.payments.title', defaultMessage: 'Payments' },
  menuName: { id: 'menu.payments.name', defaultMessage: 'Payments' },
  menuDescription: { id: 'menu.payments.description', defaultMessage: 'Send a payment to your broker' },
});

// Payments: the screen comes with its own issue; route and menu entry are live now.
export const feature = defineFeature({
  name: 'payments',
  key: 'payments',
  routes: [{ path: PATHS.payments, feature: 'payments', access: 'public', title: m.title, screen: placeholderScreen }],
  menu: { icon: 'Payments', defaultEntry: { order: 4, name: m.menuName, description: m.menuDescription } },
});
