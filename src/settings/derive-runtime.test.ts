import { describe, expect, it } from 'vitest';
import { browserLanguage, deriveRuntime } from './derive-runtime.ts';
import { createDefaultSettings } from './default-settings.ts';
import { mergeSettings } from './merge-settings.ts';
import { validateSettings } from './validate-settings.ts';
import type { DeriveContext, MenuItem, Text } from './runtime.ts';
import type { Settings } from './settings-types.ts';
import { features } from '../features/feature-registry.ts';

const ALL_ON = { requestQuote: true, documents: true, reportClaim: true, payments: true, inventory: true, chat: true, contact: true };
// Monday 2026-11-23 15:00 in Toronto (20:00 UTC).
const MONDAY_AFTERNOON = new Date('2026-11-23T20:00:00Z');
const context: DeriveContext = { brokerId: 'acme', mode: 'direct', now: MONDAY_AFTERNOON, menuDefaults: features.menuDefaults };

function derive(layer: Record<string, unknown>, ctx: Partial<DeriveContext> = {}) {
  const settings = mergeSettings(createDefaultSettings('acme'), layer) as Settings;
  return deriveRuntime(settings, { ...context, ...ctx });
}
const textOf = (t: Text | undefined) => (t === undefined ? undefined : 'literal' in t ? t.literal : t.message.defaultMessage);
const names = (menu: MenuItem[]) => menu.map((item) => textOf(item.name));

describe('deriveRuntime: features', () => {
  it('keeps only features that are exactly true', () => {
    const runtime = derive({ features: { documents: true, payments: false } });
    expect(runtime.features).toEqual({ documents: true, payments: false });
  });
});

describe('deriveRuntime: main menu', () => {
  it('uses the six default entries of docs/product-rules.md#main-menu when settings give no featuresAndOptions', () => {
    const { menu } = derive({ features: ALL_ON });
    expect(names(menu)).toEqual(['Get Quote', 'My Documents', 'Report Claim', 'Payments', 'Home Inventory', 'Road Services']);
    expect(menu.map((item) => item.href)).toEqual(['/quote', '/documents', '/claims/form', '/payments', '/inventory', '/services']);
    expect(textOf(menu[0]?.description)).toBe('An instant quote');
    expect(textOf(menu[2]?.description)).toBe('Submit an auto claim');
    expect(textOf(menu[3]?.description)).toBe('Pay your insurance bill online');
  });

  it('hides an entry whose feature is off (road services has no feature and stays)', () => {
    expect(names(derive({ features: { ...ALL_ON, payments: false, requestQuote: false } }).menu)).toEqual(['My Documents', 'Report Claim', 'Home Inventory', 'Road Services']);
    expect(names(derive({}).menu)).toEqual(['Road Services']);
  });

  it('orders entries by order, keeping file order for ties and putting missing orders last', () => {
    const { menu } = derive({ featuresAndOptions: [{ name: 'C' }, { name: 'B', order: 2 }, { name: 'A', order: 1 }, { name: 'B2', order: 2 }] });
    expect(names(menu)).toEqual(['A', 'B', 'B2', 'C']);
  });

  it('drops entries without a name', () => {
    const { menu } = derive({ featuresAndOptions: [{ description: 'no name', url: '/services' }, { name: '', url: '/x' }, { name: 'Kept' }] });
    expect(names(menu)).toEqual(['Kept']);
  });

  it('lets labels[feature] override name, description and url', () => {
    const { menu } = derive({
      features: { documents: true },
      labels: { documents: { label: 'My Papers', sublabel: 'Proof of insurance', url: '/documents?tab=slips' } },
    });
    const papers = menu.find((item) => item.feature === 'documents');
    expect(textOf(papers?.name)).toBe('My Papers');
    expect(textOf(papers?.description)).toBe('Proof of insurance');
    expect(papers?.href).toBe('/documents?tab=slips');
  });

  it.each([
    [{ name: 'Site', url: 'https://example.org' }, true, 'https://example.org'],
    [{ name: 'Site', url: 'HTTP://example.org' }, true, 'HTTP://example.org'],
    [{ name: 'Flagged', url: '/partner', isExternalUrl: true }, true, '/partner'],
    [{ name: 'Elsewhere', url: '/services', externalUrl: 'https://partner.example.org' }, true, 'https://partner.example.org'],
    [{ name: 'Inside', url: '/services' }, false, '/services'],
  ])('marks %j external=%s', (entry, external, href) => {
    const [item] = derive({ featuresAndOptions: [entry] }).menu;
    expect(item?.external).toBe(external);
    expect(item?.href).toBe(href);
  });

  it.each([
    ['auto', { kind: 'icon', name: 'Vehicle' }],
    ['Checked', { kind: 'checkbox', checked: true }],
    ['CheckedNo', { kind: 'checkbox', checked: false }],
    ['Documents', { kind: 'icon', name: 'Documents' }],
  ])('maps leftIcon %s', (leftIcon, expected) => {
    expect(derive({ featuresAndOptions: [{ name: 'x', leftIcon }] }).menu[0]?.leftIcon).toEqual(expected);
  });

  it('prefers an iconUrl image over a named icon', () => {
    expect(derive({ featuresAndOptions: [{ name: 'x', leftIcon: 'auto', iconUrl: '/i.png' }] }).menu[0]?.leftIcon).toEqual({ kind: 'image', src: '/i.png' });
  });

  it.each([
    [true, '/claims'],
    [false, '/claims/form'],
  ])('sends Report Claim to the right route when showClaimNumbers=%s', (showClaimNumbers, href) => {
    const { menu } = derive({ features: { reportClaim: true }, claimOptions: { showClaimNumbers } });
    expect(menu.find((item) => item.feature === 'reportClaim')?.href).toBe(href);
  });

  it('opens a customPage entry on /cp with its request path', () => {
    const [item] = derive({ featuresAndOptions: [{ name: 'Tips', type: 'customPage', requestPath: '/content/tips' }] }).menu;
    expect(item?.href).toBe('/cp?path=%2Fcontent%2Ftips');
  });

  it('carries topInfo, errorMessage, rightIcon and rightCheckbox through', () => {
    const [item] = derive({ featuresAndOptions: [{ name: 'x', topInfo: 'New', errorMessage: 'Down', rightIcon: 'Bell', rightCheckbox: true }] }).menu;
    expect(item).toMatchObject({ topInfo: 'New', errorMessage: 'Down', rightIcon: 'Bell', rightCheckbox: true });
  });

  it('marks the entries chosen as key actions, and only those', () => {
    const menu = derive({ featuresAndOptions: [{ name: 'a' }, { name: 'b', keyAction: true }, { name: 'c', keyAction: false }] }).menu;
    expect(menu.map((item) => item.keyAction === true)).toEqual([false, true, false]);
  });
});

describe('deriveRuntime: broker label, chat, language', () => {
  it.each([
    ['US', 'myAgent'],
    ['CA', 'myBroker'],
    ['FR', 'myBroker'],
  ])('labels the broker for %s as %s', (countryIsoCode, label) => {
    expect(derive({ countryIsoCode }).brokerLabel).toBe(label);
  });

  it('defaults the country to CA', () => {
    expect(derive({}).countryIsoCode).toBe('CA');
  });

  // docs/product-rules.md#country
  it.each([
    ['CA', undefined, 'CAD', { distance: 'kilometer', temperature: 'celsius' }],
    ['US', undefined, 'USD', { distance: 'mile', temperature: 'fahrenheit' }],
    ['US', 'CAD', 'CAD', { distance: 'mile', temperature: 'fahrenheit' }],
    ['CA', 'USD', 'USD', { distance: 'kilometer', temperature: 'celsius' }],
  ] as const)('a %s brokerage with currency %s shows money in %s and measures in its units', (countryIsoCode, currency, shown, units) => {
    const runtime = derive({ countryIsoCode, ...(currency ? { currency } : {}) });
    expect(runtime.currency).toBe(shown);
    expect(runtime.units).toEqual(units);
  });

  it('reads a country without data as the default one (validation has refused it already)', () => {
    const runtime = derive({ countryIsoCode: 'FR' as never });
    expect([runtime.countryIsoCode, runtime.currency, runtime.units.distance]).toEqual(['CA', 'CAD', 'kilometer']);
  });

  const hours = { daysAvailable: ['1', '2', '3', '4', '5'], startTime: '9:00 am', endTime: '5:00 pm' };
  it.each([
    ['chat off', { features: { chat: false } }, MONDAY_AFTERNOON, false],
    ['chat on in office hours', { features: { chat: true }, afterHours: hours, chatOptions: { hideChatAfterHours: true } }, MONDAY_AFTERNOON, true],
    ['chat on after hours, hidden after hours', { features: { chat: true }, afterHours: hours, chatOptions: { hideChatAfterHours: true } }, new Date('2026-11-24T02:00:00Z'), false],
    ['chat on after hours, not hidden', { features: { chat: true }, afterHours: hours, chatOptions: { hideChatAfterHours: false } }, new Date('2026-11-24T02:00:00Z'), true],
    ['chat on a Sunday, hidden after hours', { features: { chat: true }, afterHours: hours, chatOptions: { hideChatAfterHours: true } }, new Date('2026-11-22T17:00:00Z'), false],
  ])('chat enabled: %s', (_name, layer, now, enabled) => {
    expect(derive(layer, { now }).chat.enabled).toBe(enabled);
  });

  it.each([
    ['chat on and no other entry', { features: { chat: true }, featuresAndOptions: [] }, true],
    ['chat on with only a chat entry', { features: { chat: true }, featuresAndOptions: [{ name: 'Chat', feature: 'chat' }] }, true],
    ['chat on with another entry', { features: { chat: true }, featuresAndOptions: [{ name: 'Docs', url: '/documents' }] }, false],
    ['chat off with no entry', { features: { chat: false }, featuresAndOptions: [] }, false],
  ])('chat-only: %s', (_name, layer, chatOnly) => {
    expect(derive(layer).chat.chatOnly).toBe(chatOnly);
  });

  it.each([
    ['the visitor’s choice wins over settings (English chosen, settings French)', { language: 'fr' }, { selectedLanguage: 'en' as const, browserLanguages: ['fr-CA'] }, 'en'],
    ['the visitor’s choice wins over settings (French chosen, settings English)', { language: 'en' }, { selectedLanguage: 'fr' as const, browserLanguages: ['en-CA'] }, 'fr'],
    ['settings give the starting language', { language: 'fr' }, { browserLanguages: ['en-CA'] }, 'fr'],
    ['then the visitor choice', {}, { selectedLanguage: 'fr' as const, browserLanguages: ['en-CA'] }, 'fr'],
    ['then the browser', {}, { browserLanguages: ['de-DE', 'fr-CA'] }, 'fr'],
    ['else English', {}, { browserLanguages: ['de-DE'] }, 'en'],
  ])('language: %s', (_name, layer, ctx, language) => {
    expect(derive(layer, ctx).language).toBe(language);
  });

  it.each([
    [['fr-CA', 'en-CA'], 'fr'],
    [['de-DE', 'fr-CA'], 'fr'],
    [['EN-gb'], 'en'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ])('browserLanguage(%j): the first English or French one, start-up’s guess too', (languages, language) => {
    expect(browserLanguage(languages)).toBe(language);
  });

  it.each([
    ['settings French, English chosen', { language: 'fr' as const }, { selectedLanguage: 'en' as const, browserLanguages: ['en-CA'] }, 'fr'],
    ['no settings language, French chosen, English browser', {}, { selectedLanguage: 'fr' as const, browserLanguages: ['en-CA'] }, 'en'],
    ['no settings language, no choice, French browser', {}, { browserLanguages: ['fr-CA'] }, 'fr'],
  ])('default language (logout’s, the visitor’s choice left out): %s', (_name, layer, ctx, language) => {
    expect(derive(layer, ctx).defaultLanguage).toBe(language);
  });
});

describe('deriveRuntime: theme and modes', () => {
  it('exposes brand colours as CSS custom properties, desktop falling back to mobile', () => {
    const { theme } = derive({ brand: { name: 'A', brandColor: '#0b5394', brandContrastColor: '#ffffff', actionColor: '#0b6e4f', colors: { accent: '#ff8800' } } });
    expect(theme).toMatchObject({
      '--brand': '#0b5394',
      '--brand-contrast': '#ffffff',
      '--desktop-brand': '#0b5394',
      '--desktop-brand-contrast': '#ffffff',
      '--action': '#0b6e4f',
      '--color-accent': '#ff8800',
    });
  });

  it('uses the desktop colours when given', () => {
    const { theme } = derive({ brand: { name: 'A', brandColor: '#0b5394', desktopBrandColor: '#222222', desktopBrandContrastColor: '#eeeeee' } });
    expect(theme['--desktop-brand']).toBe('#222222');
    expect(theme['--desktop-brand-contrast']).toBe('#eeeeee');
  });

  it('replaces a contrast colour that fails WCAG AA', () => {
    const { theme } = derive({ brand: { name: 'A', brandColor: '#ffeb3b', brandContrastColor: '#ffffff' } });
    expect(theme['--brand-contrast']).toBe('#000000');
  });

  it.each([
    ['direct', { sidebar: true, installPrompt: true, push: true, closeEntries: false, unsavedGuard: true }],
    ['widget', { sidebar: false, installPrompt: false, push: false, closeEntries: true, unsavedGuard: false }],
  ] as const)('shell in %s mode', (mode, shell) => {
    expect(derive({}, { mode }).shell).toEqual(shell);
  });
});

describe('deriveRuntime: readable action text', () => {
  it('darkens an action colour that would not read on light surfaces', async () => {
    const { contrastRatio } = await import('./color-contrast.ts');
    const { theme } = derive({ brand: { name: 'A', actionColor: '#e69138' } });
    expect(contrastRatio(theme['--action-text'] as string, '#f0f0f0')).toBeGreaterThanOrEqual(4.5);
    const dark = derive({ brand: { name: 'A', actionColor: '#0b3d2e' } });
    expect(dark.theme['--action-text']).toBe('#0b3d2e');
  });
});

describe('deriveRuntime: claim weather place', () => {
  it('takes no weather place from the settings: the weather is the accident’s (docs/adr/0080-the-claims-weather-is-the-accidents.md)', () => {
    const layer = { claimOptions: { weatherPlace: { latitude: 49.28, longitude: -123.12 } } };
    expect(JSON.stringify(derive(layer))).not.toContain('49.28');
    // Still accepted: settings that have it stay valid.
    const settings = mergeSettings(createDefaultSettings('acme'), layer);
    expect(validateSettings(settings, settings as Settings).errors).toEqual([]);
  });
});
