// Texts of what the route gate shows instead of a screen: loading, not found, a failed screen.
import { defineMessages } from 'react-intl';

export const routeMessages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Loading…' },
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'Page not found' },
  notFoundText: { id: 'notFound.text', defaultMessage: 'We could not find what you are looking for' },
  notFoundHome: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
  pageLoadError: { id: 'error.pageLoad', defaultMessage: 'Error loading page!' },
  retry: { id: 'error.retry', defaultMessage: 'Retry' },
  renderError: { id: 'error.render', defaultMessage: 'Something went wrong, please try again.' },
  reset: { id: 'error.reset', defaultMessage: 'Click here to reset' },
});

/** The document's title: the page's name, then the brokerage's. */
export const documentTitleMessages = defineMessages<{ documentTitle: { page: string; brand: string } }>({
  documentTitle: { id: 'shell.documentTitle', defaultMessage: '{page} – {brand}' },
});
