import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { LOCALES } from './locale.ts';
import { loadCatalogue, loadedCatalogue, subscribeCatalogues, type Catalogue } from './load-catalogue.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { DEFAULT_CURRENCY, moneyFormats } from './money.ts';

/**
 * Provides the current language's catalogue and the brokerage's currency (every part loaded so far, see load-catalogue.ts)
 * and keeps <html lang> in step with it. While another language loads, the last catalogue stays.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(appState);
  // Money in the brokerage's currency wherever it is formatted (money.ts).
  const currency = useSnapshot(runtimeState).runtime?.currency ?? DEFAULT_CURRENCY;
  const formats = useMemo(() => moneyFormats(currency), [currency]);
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
    <IntlProvider locale={LOCALES[language]} defaultLocale="en-CA" messages={messages} formats={formats}>
      {children}
    </IntlProvider>
  );
}
