import { useEffect } from 'react';
import type { ThemeTokens } from '../settings/derive-theme.ts';
import type { Runtime } from '../settings/runtime.ts';
import { api } from '../api/api.ts';
import { applyBrandingStylesheet, brandingStylesheetUrl } from './branding-stylesheet.ts';

/** The brokerage's branding stylesheet, when it uses one. */
export function BrandingStylesheet({ runtime }: { runtime: Runtime }) {
  const query = runtime.brandingStylesheet;
  useEffect(() => {
    applyBrandingStylesheet(query ? brandingStylesheetUrl(api(), query) : undefined);
  }, [query]);
  return null;
}

/** Puts the Runtime's theme tokens on :root as CSS custom properties (no inline <style>, so a strict CSP holds). */
export function ThemeStyle({ theme }: { theme: ThemeTokens }) {
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(theme)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(theme)) root.style.removeProperty(name);
    };
  }, [theme]);
  return null;
}
