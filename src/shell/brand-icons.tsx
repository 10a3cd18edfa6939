import { useEffect } from 'react';
import type { Runtime } from '../settings/runtime.ts';

/** Favicon and touch icon from the brand's icons (name `favicon` by default). */
export function BrandIcons({ icons }: { icons: Runtime['brand']['icons'] }) {
  useEffect(() => {
    const favicon = icons.find((icon) => (icon.name ?? 'favicon') === 'favicon');
    const touch = icons.find((icon) => icon.name === 'apple-touch-icon') ?? favicon;
    const set = (rel: string, src: string | undefined, type?: string) => {
      if (!src) return;
      let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
      if (!link) {
        link = document.createElement('link');
        link.rel = rel;
        document.head.appendChild(link);
      }
      link.href = src;
      if (type) link.type = type;
    };
    set('icon', favicon?.src, favicon?.type);
    set('apple-touch-icon', touch?.src);
  }, [icons]);
  return null;
}
