// An ARIA menu button (WAI-ARIA APG): Enter/Space/ArrowDown open it with focus on the first item,
// arrows, Home and End move, Escape closes and returns focus to the button, Tab leaves. Only one
// menu is open at a time (appState.openMenu), and none opens while app actions are disabled.
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { appState, actionsDisabled } from '../state/app-state.ts';

interface MenuButtonItem {
  key: string;
  label: string;
  /** For language-style choices: rendered as menuitemradio with aria-checked. */
  checked?: boolean;
  separated?: boolean;
  onSelect: () => void;
}

interface MenuButtonProps {
  name: string;
  /** The menu's name (role=menu). */
  label: string;
  /** The button's accessible name when it differs from `label`: it must contain the trigger's
   * visible text (WCAG 2.5.3 label in name), e.g. 'EN – Language' for a button reading EN. */
  buttonLabel?: string;
  trigger: ReactNode;
  items: MenuButtonItem[];
  className?: string;
  testId?: string;
}

export function MenuButton({ name, label, buttonLabel, trigger, items, className, testId }: MenuButtonProps) {
  const app = useSnapshot(appState);
  const open = app.openMenu === name;
  const disabled = actionsDisabled(app);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useLayoutEffect(() => {
    if (open) itemRefs.current[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!(event.target as Element).closest?.(`[data-menu="${name}"]`)) appState.openMenu = null;
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, name]);

  const setOpen = (value: boolean) => {
    if (value && actionsDisabled(appState)) return;
    appState.openMenu = value ? name : null;
  };

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={`menu-button ${className ?? ''}`} data-menu={name}>
      <button
        ref={button}
        type="button"
        className="menu-button-trigger"
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel ?? label}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div className="menu-list" role="menu" id={menuId} aria-label={label} tabIndex={-1} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              className={`menu-item${item.separated ? ' separated' : ''}`}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
