import type { ClientMode } from '../settings/runtime.ts';

const WIDGET_KEY = 'client-mode:widget';

/** Widget when the embed script opened us with ?mode=widget (remembered for the tab), app when
 * running installed (standalone display), direct otherwise. */
export function detectClientMode(win: Window): ClientMode {
  const params = new URLSearchParams(win.location.search);
  try {
    if (params.get('mode') === 'widget') win.sessionStorage.setItem(WIDGET_KEY, '1');
    if (win.sessionStorage.getItem(WIDGET_KEY) === '1') return 'widget';
  } catch {
    if (params.get('mode') === 'widget') return 'widget';
  }
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? 'app' : 'direct';
}
