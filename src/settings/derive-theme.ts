import type { Settings } from './settings-types.ts';
import { darkenUntilReadable, readableOn } from './color-contrast.ts';
import { DEFAULT_ACTION_COLOR, DEFAULT_BRAND_COLOR, DEFAULT_BRAND_CONTRAST_COLOR } from './default-settings.ts';
import type { BrandingGetStylesRequest } from '../api/generated/api-types.ts';

/** CSS custom properties, by name, that every component reads for brand colours. */
export type ThemeTokens = Record<`--${string}`, string>;


/**
 * Brand colours as CSS custom properties. Desktop colours fall back to the mobile ones; a
 * contrast colour that would fail WCAG AA on its background is replaced by black or white.
 */
export function deriveTheme(brand: Settings['brand']): ThemeTokens {
  const brandColor = brand.brandColor ?? DEFAULT_BRAND_COLOR;
  const desktopBrand = brand.desktopBrandColor ?? brandColor;
  const action = brand.actionColor ?? DEFAULT_ACTION_COLOR;
  const tokens: ThemeTokens = {
    '--brand': brandColor,
    '--brand-contrast': readableOn(brandColor, brand.brandContrastColor),
    '--desktop-brand': desktopBrand,
    '--desktop-brand-contrast': readableOn(desktopBrand, brand.desktopBrandContrastColor ?? brand.brandContrastColor),
    '--action': action,
    '--action-contrast': readableOn(action, '#ffffff'),
    // Links and action-coloured text on light surfaces (banner tint included) stay AA-readable.
    '--action-text': darkenUntilReadable(action, '#f0f0f0'),
  };
  for (const [name, value] of Object.entries(brand.colors ?? {})) tokens[`--color-${name}`] = value;
  return tokens;
}

/** Query of the branding stylesheet call (docs/product-rules.md#branding-stylesheet): desktop colours fall back to the mobile ones. */
export function brandingStylesheetQuery(brand: Settings['brand']): BrandingGetStylesRequest {
  const b = brand.brandColor ?? DEFAULT_BRAND_COLOR;
  const bc = brand.brandContrastColor ?? DEFAULT_BRAND_CONTRAST_COLOR;
  return { b, bc, db: brand.desktopBrandColor ?? b, dbc: brand.desktopBrandContrastColor ?? bc, a: brand.actionColor ?? DEFAULT_ACTION_COLOR };
}
