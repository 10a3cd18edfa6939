import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-control.ts';

describe('cacheControlFor', () => {
  it('keeps the hashed files of /assets/ a year, without asking again', () => {
    expect(cacheControlFor('/assets/vendor-F3l2qW0u.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/index-xp030q-V.css?v=1')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toContain('immutable');
  });

  it('revalidates the service worker on every load', () => {
    expect(cacheControlFor('/sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/sw.js?x=1')).toBe(REVALIDATE);
  });

  it('leaves the page, public files and anything else to the server', () => {
    for (const path of ['/', '/index.html', '/inventory', '/favicon.svg', '/brand/maplecrest/logo.svg', '/widget.js', '/mockServiceWorker.js', '/assetsx/a.js', '/assets/../index.html']) {
      expect(cacheControlFor(path), path).toBeUndefined();
    }
  });
});
