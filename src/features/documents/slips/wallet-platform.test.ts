import { describe, expect, it } from 'vitest';
import { walletPlatform } from './wallet-platform.ts';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadAsMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  linuxChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

describe('walletPlatform', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari, 0, { apple: true, google: false, handheld: true }],
    ['iPhone Chrome (WebKit, Wallet too)', UA.iphoneChrome, 5, { apple: true, google: false, handheld: true }],
    ['iPad asking as a Mac', UA.ipadAsMac, 5, { apple: true, google: false, handheld: true }],
    ['Safari on a Mac', UA.macSafari, 0, { apple: true, google: false, handheld: false }],
    ['Chrome on a Mac', UA.macChrome, 0, { apple: false, google: true, handheld: false }],
    ['Firefox on a Mac', UA.macFirefox, 0, { apple: false, google: false, handheld: false }],
    ['Android Chrome', UA.androidChrome, 5, { apple: false, google: true, handheld: true }],
    ['Android Firefox', UA.androidFirefox, 5, { apple: false, google: true, handheld: true }],
    ['Chrome on Windows', UA.windowsChrome, 0, { apple: false, google: true, handheld: false }],
    ['Edge on Windows', UA.windowsEdge, 0, { apple: false, google: true, handheld: false }],
    ['Firefox on Windows', UA.windowsFirefox, 0, { apple: false, google: false, handheld: false }],
    ['headless Chromium on Linux', UA.linuxChromium, 0, { apple: false, google: true, handheld: false }],
    ['nothing known', '', 0, { apple: false, google: false, handheld: false }],
  ])('%s', (_name, userAgent, touchPoints, expected) => {
    expect(walletPlatform(userAgent, touchPoints)).toEqual(expected);
  });
});
