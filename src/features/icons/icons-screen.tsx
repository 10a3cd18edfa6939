// /helpers/icons (docs/product-rules.md#routes, not shown in menus): every icon of the app with the name a brokerage
// writes as a menu entry's leftIcon — the built-in drawings (src/ui/icon.tsx), the special names
// the menu maps (auto, Checked, CheckedNo: src/settings/derive-menu.ts) and the brokerage's own
// brand icons (settings brand.icons, src/shell/brand-icons.tsx). Searchable; each name copies.
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { Icon, ICON_NAMES } from '../../ui/icon.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { iconsMessages as m, iconsValueMessages as mv } from './icons-messages.ts';
import './icons.css';

/** Names the menu turns into another icon (derive-menu.ts mapLeftIcon). */
const SPECIAL: { name: string; shows: string; meaning: MessageDescriptor }[] = [
  { name: 'auto', shows: 'Vehicle', meaning: m.autoMeaning },
  { name: 'Checked', shows: 'CheckboxOn', meaning: m.checkedMeaning },
  { name: 'CheckedNo', shows: 'CheckboxOff', meaning: m.checkedNoMeaning },
];

/** Names matching a search: case and spaces ignored, anywhere in the name. */
export function matchesSearch(name: string, search: string): boolean {
  const wanted = search.trim().toLowerCase().replace(/\s+/g, '');
  return wanted === '' || name.toLowerCase().includes(wanted);
}

function CopyName({ name, onCopied }: { name: string; onCopied: (name: string, ok: boolean) => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="button icon-copy"
      onClick={() => {
        const clipboard = globalThis.navigator?.clipboard;
        if (!clipboard) return onCopied(name, false);
        clipboard.writeText(name).then(
          () => onCopied(name, true),
          () => onCopied(name, false),
        );
      }}
    >
      {intl.formatMessage(m.copy)} <span className="visually-hidden">{name}</span>
    </button>
  );
}

export default function IconsScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const searchId = useId();
  const { runtime } = useSnapshot(runtimeState);
  const [search, setSearch] = useState('');
  const [copied, setCopied] = useState<{ name: string; ok: boolean } | null>(null);
  const builtIn = ICON_NAMES.filter((name) => matchesSearch(name, search));
  const special = SPECIAL.filter((entry) => matchesSearch(entry.name, search));
  const brandIcons = (runtime?.brand.icons ?? []).filter((icon) => matchesSearch(icon.name ?? 'favicon', search));
  const count = builtIn.length + special.length + brandIcons.length;
  const onCopied = (name: string, ok: boolean) => setCopied({ name, ok });

  return (
    <section className="screen icons-screen">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <p className="icons-intro">{intl.formatMessage(m.intro)}</p>
      <div className="icons-search">
        <label htmlFor={searchId}>{intl.formatMessage(m.search)}</label>
        <input id={searchId} type="search" value={search} autoComplete="off" spellCheck={false} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <p role="status" className="icons-count">
        {count === 0 ? intl.formatMessage(m.noMatch) : intl.formatMessage(mv.count, { count })}
      </p>
      {copied && (
        <p role={copied.ok ? 'status' : 'alert'} className={copied.ok ? 'icons-copied' : 'inline-error'}>
          {copied.ok ? intl.formatMessage(mv.copied, { name: copied.name }) : intl.formatMessage(m.copyFailed)}
        </p>
      )}

      {builtIn.length > 0 && (
        <section aria-labelledby={`${searchId}-built-in`}>
          <h2 id={`${searchId}-built-in`}>{intl.formatMessage(m.builtIn)}</h2>
          <ul className="icons-grid">
            {builtIn.map((name) => (
              <li key={name} className="icons-card">
                <Icon name={name} size={32} className="icons-preview" />
                <code className="icons-name">{name}</code>
                <CopyName name={name} onCopied={onCopied} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {special.length > 0 && (
        <section aria-labelledby={`${searchId}-special`}>
          <h2 id={`${searchId}-special`}>{intl.formatMessage(m.special)}</h2>
          <p className="icons-intro">{intl.formatMessage(m.specialIntro)}</p>
          <ul className="icons-grid">
            {special.map((entry) => (
              <li key={entry.name} className="icons-card">
                <Icon name={entry.shows} size={32} className="icons-preview" />
                <code className="icons-name">{entry.name}</code>
                <span className="icons-meaning">{intl.formatMessage(entry.meaning)}</span>
                <CopyName name={entry.name} onCopied={onCopied} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {(search.trim() === '' || brandIcons.length > 0) && (
        <section aria-labelledby={`${searchId}-brand`}>
          <h2 id={`${searchId}-brand`}>{intl.formatMessage(m.brand)}</h2>
          <p className="icons-intro">{intl.formatMessage(m.brandIntro)}</p>
          {brandIcons.length === 0 ? (
            <p className="empty-state">{intl.formatMessage(m.brandNone)}</p>
          ) : (
            <ul className="icons-grid">
              {brandIcons.map((icon) => {
                const name = icon.name ?? 'favicon';
                return (
                  <li key={`${name}-${icon.src}`} className="icons-card">
                    <img className="icons-preview" src={icon.src} alt={intl.formatMessage(mv.brandName, { name })} width={32} height={32} />
                    <code className="icons-name">{name}</code>
                    {icon.sizes && <span className="icons-meaning">{icon.sizes}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
