// The user menu (SPEC §2): an ARIA menu button. Arrow keys, Home and End move, Escape closes and
// gives focus back to the trigger; it cannot open while app actions are disabled.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState, actionsDisabled } from '../state/app-state.ts';
import { sessionState, type User } from '../state/session-state.ts';
import { logout } from '../session/session-actions.ts';
import { requestWidgetClose } from '../widget/widget-bridge.ts';
import { routeMessages } from '../routes/route-messages.ts';
import type { Runtime } from '../settings/runtime.ts';
import { deriveUserMenu, userMenuTriggerText, type UserMenuEntry } from './user-menu-model.ts';
import { userMenuMessages as m } from './user-menu-messages.ts';

function labelOf(entry: UserMenuEntry, runtime: Runtime): MessageDescriptor {
  switch (entry.kind) {
    case 'language':
      return entry.language === 'en' ? m.english : m.french;
    case 'close':
      return m.close;
    case 'logout':
      return m.logout;
    case 'link':
      if (entry.id === 'contact') return runtime.brokerLabel === 'myAgent' ? routeMessages.myAgent : routeMessages.myBroker;
      return { profile: m.profile, notifications: m.notifications, users: m.users, login: m.login }[entry.id];
  }
}

export function UserMenu({ runtime }: { runtime: Runtime }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(sessionState);
  const app = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const entries = deriveUserMenu(runtime, user as User | null);
  const disabled = actionsDisabled(app);

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!(event.target as Element).closest?.('.user-menu')) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (focusTrigger = true) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };

  const choose = (entry: UserMenuEntry) => {
    close(entry.kind === 'language');
    if (entry.kind === 'link') navigate(entry.href);
    else if (entry.kind === 'language') {
      appState.language = entry.language;
      appState.selectedLanguage = entry.language;
    } else if (entry.kind === 'close') requestWidgetClose();
    else void logout('user');
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="user-menu">
      <button
        ref={trigger}
        type="button"
        className="user-menu-trigger"
        data-testid="user-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(user ? m.accountMenu : m.menu)}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !disabled) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">{userMenuTriggerText(user)}</span>
      </button>
      {open && (
        <div className="user-menu-list" role="menu" id={menuId} aria-label={intl.formatMessage(m.menu)} onKeyDown={onMenuKey}>
          {entries.map((entry, index) => {
            const current = entry.kind === 'language' && entry.language === app.language;
            return (
              <button
                key={`${entry.kind}-${'id' in entry ? entry.id : 'language' in entry ? entry.language : ''}`}
                ref={(el) => {
                  items.current[index] = el;
                }}
                type="button"
                role={entry.kind === 'language' ? 'menuitemradio' : 'menuitem'}
                aria-checked={entry.kind === 'language' ? current : undefined}
                tabIndex={-1}
                className={`user-menu-item${entry.kind === 'logout' ? ' separated' : ''}`}
                onClick={() => choose(entry)}
              >
                {intl.formatMessage(labelOf(entry, runtime))}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
