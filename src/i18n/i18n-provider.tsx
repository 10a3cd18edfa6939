import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { LOCALES } from './locale.ts';
import { loadCatalogue, loadedCatalogue, type Catalogue } from './load-catalogue.ts';

/** Provides the current language's catalogue and keeps <html lang> in step with it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(appState);
  const [messages, setMessages] = useState<Catalogue | undefined>(() => loadedCatalogue(language));

  useEffect(() => {
    let current = true;
    void loadCatalogue(language).then((catalogue) => {
      if (current) setMessages(catalogue);
    });
    document.documentElement.lang = LOCALES[language];
    return () => {
      current = false;
    };
  }, [language]);

  if (!messages) return null;
  return (
    <IntlProvider locale={LOCALES[language]} defaultLocale="en-CA" messages={messages}>
      {children}
    </IntlProvider>
  );
}
