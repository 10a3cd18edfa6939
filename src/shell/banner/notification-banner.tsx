// The notification banner (docs/product-rules.md#banner): bell icon, the brokerage's sanitised HTML message, close
// icon. Its measured height (default 76) is published as --banner-height for fixed elements.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/icon.tsx';
import { TenantHtml } from '../../ui/tenant-html-view.tsx';
import { DEFAULT_BANNER_HEIGHT } from './banner-visibility.ts';
import { bannerMessages } from './banner-messages.ts';

export default function NotificationBanner({ html, onClose }: { html: string; onClose: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      root.style.setProperty('--banner-height', `${DEFAULT_BANNER_HEIGHT}px`);
      return () => root.style.removeProperty('--banner-height');
    }
    const observer = new ResizeObserver(([entry]) => {
      root.style.setProperty('--banner-height', `${Math.round(entry?.contentRect.height ?? DEFAULT_BANNER_HEIGHT)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banner-height');
    };
  }, []);

  return (
    <aside ref={ref} className="notification-banner" aria-label={intl.formatMessage(bannerMessages.label)}>
      <span className="banner-bell"><Icon name="Bell" size={22} /></span>
      {/* Sanitised above: no script, handler or javascript: url survives. */}
      <TenantHtml html={html} className="banner-message" />
      <button type="button" className="icon-button" aria-label={intl.formatMessage(bannerMessages.close)} onClick={onClose}>
        <Icon name="Close" size={20} />
      </button>
    </aside>
  );
}
