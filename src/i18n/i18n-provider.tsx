import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { LOCALES } from './locale.ts';
import { loadCatalogue, loadedCatalogue, subscribeCatalogues, type Catalogue } from './load-catalogue.ts';

/**
 * Provides the current language's catalogue (every part loaded so far, see load-catalogue.ts)
 * and keeps <html lang> in step with it. While another language loads, the last catalogue stays.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(appState);
  const current = useSyncExternalStore(subscribeCatalogues, () => loadedCatalogue(language));
  const [last, setLast] = useState<Catalogue | undefined>(current);
  if (current && current !== last) setLast(current);

  useEffect(() => {
    void loadCatalogue(language);
    document.documentElement.lang = LOCALES[language];
  }, [language]);

  const messages = current ?? last;
  if (!messages) return null;
  return (
    <IntlProvider locale={LOCALES[language]} defaultLocale="en-CA" messages={messages}>
      {children}
    </IntlProvider>
  );
}
