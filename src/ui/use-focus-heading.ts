import { useLayoutEffect, useRef } from 'react';

// Focus moves to a screen's heading only after an in-app navigation, so a fresh page load keeps
// the browser's own starting point (and React's dev double-mount cannot trigger it).
let navigated = false;
if (typeof window !== 'undefined') {
  for (const type of ['pushState', 'replaceState', 'popstate']) window.addEventListener(type, () => (navigated = true));
}

/** Moves focus to the screen's heading when it mounts after a navigation, for keyboard and
 * screen-reader users. */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (navigated) ref.current?.focus();
  }, []);
  return ref;
}
