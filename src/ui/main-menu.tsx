// The main menu of docs/product-rules.md#main-menu: name, description, left icon, error message; external entries open
// in a new tab; taps do nothing while app actions are disabled; the first entry with an error
// message is scrolled into view.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import type { MenuIcon, MenuItem } from '../settings/runtime.ts';
import { useText } from '../i18n/text.tsx';
import { Icon } from './icon.tsx';
import { uiMessages } from './ui-messages.ts';

/** The entry's left icon; an entry without one shows none (no empty box). */
function LeftIcon({ icon }: { icon: MenuIcon | undefined }) {
  if (!icon) return null;
  if (icon.kind === 'image') return <img className="menu-icon" src={icon.src} alt="" width={24} height={24} />;
  if (icon.kind === 'checkbox') return <span className="menu-icon"><Icon name={icon.checked ? 'CheckboxOn' : 'CheckboxOff'} /></span>;
  return <span className="menu-icon"><Icon name={icon.name} /></span>;
}

interface MainMenuProps {
  items: readonly MenuItem[];
  disabled: boolean;
  /** Scroll the first entry with an error into view (home screen only). */
  revealError?: boolean;
  label: string;
  /** list: the main menu's rows; cards: large cards in a grid (the desktop start page's key actions). */
  variant?: 'list' | 'cards';
}

export function MainMenu({ items, disabled, revealError = false, label, variant = 'list' }: MainMenuProps) {
  const intl = useIntl();
  const text = useText();
  const firstError = useRef<HTMLLIElement>(null);
  const firstErrorKey = items.find((item) => item.errorMessage)?.key;

  // Scrolled into view only when it is not already in view: Chromium starts the next Tab from an
  // element scrolled into view, so on a phone whose screen already showed the entry, the first Tab
  // skipped the skip link and the whole header.
  useEffect(() => {
    const entry = firstError.current;
    if (!revealError || !entry) return;
    const box = entry.getBoundingClientRect();
    const inView = box.top >= 0 && box.bottom <= (window.innerHeight || document.documentElement.clientHeight);
    if (!inView) entry.scrollIntoView?.({ block: 'center' });
  }, [revealError, firstErrorKey]);

  const guard = (event: MouseEvent) => {
    if (disabled) event.preventDefault();
  };

  return (
    <nav aria-label={label}>
      <ul className={variant === 'cards' ? 'main-menu menu-cards' : 'main-menu'}>
        {items.map((item) => {
          const errorId = item.errorMessage ? `menu-error-${item.key}` : undefined;
          const body = (
            <>
              <LeftIcon icon={item.leftIcon} />
              <span className="menu-text">
                {item.topInfo && <span className="menu-top-info">{item.topInfo}</span>}
                <span className="menu-name">{text(item.name)}</span>
                {item.description && <span className="menu-description">{text(item.description)}</span>}
                {item.errorMessage && <span className="menu-error" id={errorId}>{item.errorMessage}</span>}
              </span>
              {item.rightCheckbox !== undefined ? (
                <span className="menu-right"><Icon name={item.rightCheckbox ? 'CheckboxOn' : 'CheckboxOff'} /></span>
              ) : (
                // An external entry is marked as such (and says so to screen readers below).
                <span className="menu-right"><Icon name={item.rightIcon ?? (item.external ? 'External' : 'ChevronRight')} size={20} className={item.external && !item.rightIcon ? 'external-mark' : undefined} /></span>
              )}
              {item.external && <span className="visually-hidden"> {intl.formatMessage(uiMessages.opensInNewTab)}</span>}
            </>
          );
          const common = {
            className: 'menu-link',
            onClick: guard,
            'aria-disabled': disabled || undefined,
            'aria-describedby': errorId,
          };
          return (
            <li key={item.key} ref={item.key === firstErrorKey ? firstError : undefined} className={item.errorMessage ? 'has-error' : undefined}>
              {item.external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer" {...common}>{body}</a>
              ) : !item.href.startsWith('/') ? (
                // mailto: and tel: open in the mail or phone app: a plain link, not the in-app router.
                <a href={item.href} {...common}>{body}</a>
              ) : (
                <Link href={item.href} {...common}>{body}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
