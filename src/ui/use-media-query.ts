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

/** docs/product-rules.md#constants: the small-screen breakpoint. At or below it: no sidebar, no banner on the chat page. */
export const SMALL_SCREEN_MAX_WIDTH = 990;

/** Wider than a small screen: the sidebar shows beside the page (app.css's min-width: 991px). */
export const WIDE_SCREEN_MEDIA = `(min-width: ${SMALL_SCREEN_MAX_WIDTH + 1}px)`;
