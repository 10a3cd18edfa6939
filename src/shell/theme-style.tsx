import { useEffect } from 'react';
import type { ThemeTokens } from '../settings/derive-theme.ts';

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
