// The language-only dropdown (docs/product-rules.md#language-menu): shows the current language code, offers English and French.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { MenuButton } from '../ui/menu-button.tsx';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { menuButtonMessages, userMenuMessages as m } from '../ui/user-menu-messages.ts';

export function LanguageMenu() {
  const intl = useIntl();
  const { language } = useSnapshot(appState);
  const code = language.toUpperCase();
  return (
    <MenuButton
      name="language"
      className="language-menu"
      testId="language-menu-trigger"
      label={intl.formatMessage(m.languageMenu)}
      buttonLabel={intl.formatMessage(menuButtonMessages.languageButton, { code })}
      trigger={<span>{code}</span>}
      items={[
        { key: 'en', label: intl.formatMessage(m.english), checked: language === 'en', onSelect: () => chooseLanguage('en') },
        { key: 'fr', label: intl.formatMessage(m.french), checked: language === 'fr', onSelect: () => chooseLanguage('fr') },
      ]}
    />
  );
}
