import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The width from which the sidebar shows beside the page (app.css: 991 px). */
export const SIDEBAR_MEDIA = '(min-width: 991px)';
