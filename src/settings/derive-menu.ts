import type { MenuEntry, Settings, SettingsIssue } from './settings-types.ts';
import { joinPointer } from '../api/json-pointer.ts';
import { MENU_ENTRY_LEFT_OUT } from './validate-settings.ts';
import { PATHS } from '../paths/paths.ts';
import { safeUrl } from '../paths/safe-url.ts';
import type { DefaultMenuEntry, MenuDefaults, MenuIcon, MenuItem, Text } from './runtime.ts';

type SourceEntry = (MenuEntry & { nameMessage?: undefined; descriptionMessage?: undefined }) | (DefaultMenuEntry & Omit<Partial<Record<keyof MenuEntry, undefined>>, keyof DefaultMenuEntry>);

const EXTERNAL = /^https?:\/\//i;

function mapLeftIcon(entry: SourceEntry, defaults: MenuDefaults): MenuIcon | undefined {
  const iconUrl = safeUrl(entry.iconUrl, { kind: 'web' });
  if (iconUrl) return { kind: 'image', src: iconUrl };
  const name = entry.leftIcon ?? (entry.feature ? defaults.icons[entry.feature] : undefined);
  if (!name) return undefined;
  if (name === 'Checked') return { kind: 'checkbox', checked: true };
  if (name === 'CheckedNo') return { kind: 'checkbox', checked: false };
  if (name === 'auto') return { kind: 'icon', name: 'Vehicle' };
  return { kind: 'icon', name };
}

function text(literal: string | undefined, message: DefaultMenuEntry['nameMessage'] | undefined): Text | undefined {
  if (literal !== undefined && literal.trim() !== '') return { literal };
  return message ? { message } : undefined;
}

function routeOf(entry: SourceEntry, settings: Settings, defaults: MenuDefaults): string {
  if (entry.type === 'customPage') return `${PATHS.customPage}?path=${encodeURIComponent(entry.requestPath ?? '')}`;
  return entry.url ?? (entry.feature ? defaults.routes[entry.feature]?.(settings) : undefined) ?? PATHS.home;
}

/** Where an entry's link comes from in the settings, for the notice when it is refused. */
function linkPointer(entry: SourceEntry, index: number, fromSettings: boolean, labelUrl: string | undefined): string | undefined {
  if (fromSettings && entry.externalUrl) return `/featuresAndOptions/${index}/externalUrl`;
  if (labelUrl !== undefined && entry.feature) return joinPointer(joinPointer('/labels', entry.feature), 'url');
  return fromSettings && entry.url ? `/featuresAndOptions/${index}/url` : undefined;
}

/**
 * The home screen's main menu (docs/product-rules.md#main-menu): the settings' entries or the
 * features' default entries (six by docs/product-rules.md#main-menu); labels override texts and urls; nameless entries and entries of features that are
 * off are dropped; ordered by `order` (stable, missing orders last). An entry whose link the URL
 * rule refuses is dropped too, and named in `refused` (the settings notice).
 */
export function deriveMenu(settings: Settings, features: Record<string, boolean>, defaults: MenuDefaults, refused: SettingsIssue[] = []): MenuItem[] {
  const fromSettings = settings.featuresAndOptions !== undefined;
  const source: readonly SourceEntry[] = settings.featuresAndOptions ?? defaults.entries;
  const items: Array<MenuItem & { order: number; index: number }> = [];
  source.forEach((entry, index) => {
    if (entry.feature && features[entry.feature] !== true) return;
    const label = entry.feature ? settings.labels?.[entry.feature] : undefined;
    const name = text(label?.label ?? entry.name, entry.nameMessage);
    if (!name) return;
    const description = text(label?.sublabel ?? entry.description, entry.descriptionMessage);
    // Every url through the one URL rule: an entry whose url is refused is left out (never a link to '/').
    const href = safeUrl(entry.externalUrl ?? label?.url ?? routeOf(entry, settings, defaults));
    if (!href) {
      refused.push({ pointer: linkPointer(entry, index, fromSettings, label?.url) ?? `/featuresAndOptions/${index}`, message: `is refused by the URL rule; ${MENU_ENTRY_LEFT_OUT}` });
      return;
    }
    const item: MenuItem & { order: number; index: number } = {
      key: `${entry.feature ?? 'entry'}-${index}`,
      name,
      href,
      external: Boolean(entry.externalUrl) || EXTERNAL.test(href) || entry.isExternalUrl === true,
      order: typeof entry.order === 'number' && Number.isFinite(entry.order) ? entry.order : Number.POSITIVE_INFINITY,
      index,
    };
    if (description) item.description = description;
    if (entry.feature) item.feature = entry.feature;
    const leftIcon = mapLeftIcon(entry, defaults);
    if (leftIcon) item.leftIcon = leftIcon;
    if (entry.rightIcon) item.rightIcon = entry.rightIcon;
    if (entry.rightCheckbox !== undefined) item.rightCheckbox = entry.rightCheckbox;
    if (entry.topInfo) item.topInfo = entry.topInfo;
    if (entry.errorMessage) item.errorMessage = entry.errorMessage;
    if (entry.keyAction === true) item.keyAction = true;
    items.push(item);
  });
  items.sort((a, b) => a.order - b.order || a.index - b.index);
  return items.map(({ order: _order, index: _index, ...item }) => item);
}
