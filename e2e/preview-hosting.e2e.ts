// The preview as a host should serve the app: on loopback unless opened, with every header
// README.md ("Hosting: the headers to add") asks for.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './global-setup.ts';
import { startPreview, type PreviewServer } from '../hosting/preview-server.ts';
import { contentSecurityPolicy } from '../hosting/content-security-policy.ts';
import { IMMUTABLE } from '../hosting/cache-control.ts';

let server: PreviewServer;

beforeAll(async () => {
  server = await startPreview({ port: await freePort(), outDir: inject('previewOutDir'), build: 'never' });
});
afterAll(async () => {
  await server?.close();
});

describe('preview hosting', () => {
  it('listens on loopback by default', () => {
    expect(server.address).toBe('127.0.0.1');
  });

  it('sends the security headers README.md asks a host to add', async () => {
    const page = await fetch(`http://127.0.0.1:${new URL(server.url).port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin');
    expect(await page.text()).toContain('<meta name="referrer" content="strict-origin" />');
    expect(page.headers.get('content-security-policy')).toContain(contentSecurityPolicy().split(';')[0]);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' http:\/\/host\.localhost:\d+$/);
    const worker = await fetch(`http://127.0.0.1:${new URL(server.url).port}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets browsers keep the hashed scripts a year, and not the page that names them', async () => {
    const origin = `http://127.0.0.1:${new URL(server.url).port}`;
    const page = await fetch(`${origin}/`);
    const script = (await page.text()).match(/src="(\/assets\/index-[\w-]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    expect(page.headers.get('cache-control') ?? '').not.toContain('immutable');
    const answer = await fetch(`${origin}${script}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves no source map and nothing of .vite/, though the build has them', async () => {
    const outDir = inject('previewOutDir');
    const maps = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.map')).slice(0, 3).map((name) => `/assets/${name}`);
    const hidden = [...maps, '/sw.js.map', '/.vite/manifest.json', '/.vite/api-base.txt'];
    expect(maps.length).toBeGreaterThan(0);
    for (const path of hidden) expect(existsSync(join(outDir, path)), path).toBe(true);
    const origin = `http://127.0.0.1:${new URL(server.url).port}`;
    for (const path of [...hidden, '/%2Evite/manifest.json', `${maps[0]}?x=1`]) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('sourcesContent');
    }
    expect((await fetch(`${origin}/sw.js`)).status).toBe(200);
  });
});
