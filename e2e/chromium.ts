// Debian's Chromium driven by playwright-core (browser downloads are not possible here).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Chromium 156 blocks all storage in cross-site iframes (third-party cookie phase-out); browsers
 * that partition it instead are emulated by turning the phase-out off (see docs/adr/0011-widget-storage-third-party-blocking.md).
 */
export const PARTITIONED_THIRD_PARTY_STORAGE = ['--disable-features=TrackingProtection3pcd'];

/** A fresh context (own cookies, storage and service workers) for one test. */
export function newContext(browser: Browser, options: { locale?: string; width?: number; height?: number; timezoneId?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: options.locale ?? 'en-CA', viewport: { width: options.width ?? 1200, height: options.height ?? 900 }, ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}) });
}
