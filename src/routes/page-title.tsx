// The document's title names the page, then the brokerage ("Documents and policies – Maplecrest"),
// in the app's language: a browser tab, the history and a screen reader's page list tell pages
// apart (WCAG 2.4.2; docs/product-rules.md#document-title). The page's name is its route's title.
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';
import { setDocumentTitle } from '../ui/document-title.ts';
import { documentTitleMessages, routeMessages } from './route-messages.ts';
import type { RouteDef } from './route-types.ts';

/** The title of `route` for this brokerage, or "Page not found" without one. */
export function usePageTitle(route: RouteDef | undefined, runtime: Runtime): string {
  const intl = useIntl();
  const title: MessageDescriptor = route ? (typeof route.title === 'function' ? route.title(runtime) : route.title) : routeMessages.notFoundTitle;
  return intl.formatMessage(documentTitleMessages.documentTitle, { page: intl.formatMessage(title), brand: runtime.brand.name });
}

/** Keeps the document's title to the page shown; renders nothing. */
export function PageTitle({ route, runtime }: { route: RouteDef | undefined; runtime: Runtime }) {
  const text = usePageTitle(route, runtime);
  useEffect(() => setDocumentTitle(text), [text]);
  return null;
}
