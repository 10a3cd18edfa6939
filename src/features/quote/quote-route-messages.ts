import { defineMessages } from 'react-intl';

/** The route's and the main menu's texts (first page: the route table and the menu use them). */
export const quoteRouteMessages = defineMessages({
  title: { id: 'route.quote.title', defaultMessage: 'Request a quote' },
  menuName: { id: 'menu.quote.name', defaultMessage: 'Get Quote' },
  menuDescription: { id: 'menu.quote.description', defaultMessage: 'An instant quote' },
});
