import { useEffect, useRef } from 'react';

/** Moves focus to the screen's heading when the screen mounts, so keyboard and screen-reader
 * users land on the new page (skipped on the first page of a visit). */
let firstScreen = true;

export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return ref;
}
