import { describe, expect, it } from 'vitest';
import { neverServed } from './never-served.ts';

describe('files a host never serves from the build', () => {
  it.each([
    '/assets/index-Ab12.js.map',
    '/sw.js.map',
    '/assets/index-Ab12.css.map?v=1',
    '/assets/index-Ab12.js.MAP',
    '/assets/index-Ab12.js%2Emap',
    '/.vite/manifest.json',
    '/.vite/api-base.txt',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/%E0%A4%A',
  ])('%s is never served', (path) => {
    expect(neverServed(path)).toBe(true);
  });

  it.each(['/', '/index.html', '/assets/index-Ab12.js', '/sw.js', '/documents', '/manifest.webmanifest', '/assets/mapped-Ab12.js'])('%s is served', (path) => {
    expect(neverServed(path)).toBe(false);
  });
});
