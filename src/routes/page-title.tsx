// The document's title names the page, then the brokerage ("Documents and policies – Maplecrest"),
// in the app's language: a browser tab, the history and a screen reader's page list tell pages
// apart (WCAG 2.4.2; docs/product-rules.md#document-title). The page's name is its route's title,
// or the name a screen gives it when that name is data (a brokerage's own page: usePageName).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';
import { setDocumentTitle } from '../ui/document-title.ts';
import { documentTitleMessages, routeMessages } from './route-messages.ts';
import type { RouteDef } from './route-types.ts';

/** The title of `route` for this brokerage, or "Page not found" without one; `name` names the page instead. */
export function usePageTitle(route: RouteDef | undefined, runtime: Runtime, name?: string): string {
  const intl = useIntl();
  const title: MessageDescriptor = route ? (typeof route.title === 'function' ? route.title(runtime) : route.title) : routeMessages.notFoundTitle;
  return intl.formatMessage(documentTitleMessages.documentTitle, { page: name ?? intl.formatMessage(title), brand: runtime.brand.name });
}

const PageNameContext = createContext<((name: string | undefined) => void) | undefined>(undefined);

/**
 * Names the page shown when its name is data, e.g. a brokerage's page by its own title, until the
 * screen goes (or `name` is undefined again: the route's title).
 */
export function usePageName(name: string | undefined): void {
  const setName = useContext(PageNameContext);
  useEffect(() => {
    if (!setName || name === undefined) return;
    setName(name);
    return () => setName(undefined);
  }, [setName, name]);
}

/** Keeps the document's title to the page shown, for the screen inside it. */
export function PageTitle({ route, runtime, children }: { route: RouteDef | undefined; runtime: Runtime; children?: ReactNode }) {
  const [name, setName] = useState<string>();
  const text = usePageTitle(route, runtime, name);
  useEffect(() => setDocumentTitle(text), [text]);
  return <PageNameContext.Provider value={setName}>{children}</PageNameContext.Provider>;
}
