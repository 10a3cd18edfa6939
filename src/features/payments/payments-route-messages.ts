import { defineMessages } from 'react-intl';
// Route title and the default menu entry of the payments feature.
export const paymentsRouteMessages = defineMessages({
  title: { id: 'route.payments.title', defaultMessage: 'Payments' },
  menuName: { id: 'menu.payments.name', defaultMessage: 'Payments' },
  menuDescription: { id: 'menu.payments.description', defaultMessage: 'Pay your insurance bill online' },
});
