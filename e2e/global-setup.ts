// Builds the app twice into private folders and serves every fixture brokerage by host name on free
// ports, so several test runs on one machine never share a build or a port: the build a brokerage
// ships, on a real HTTP API (the fixture server, `preview --api fixture-server`), and the build with
// the fixture backend in the page (`npm start`'s), for the tests that need it
// (docs/adr/0073-browser-tests-on-the-real-api-build.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreview } from '../hosting/preview-server.ts';
import { startFixtureServer } from '../scripts/fixture-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    previewPort: number;
    /** The build the preview serves, for tests that start a second preview (e.g. with --config). */
    previewOutDir: string;
    /** The real-API build's preview (e2e/real-api.ts gives its urls). */
    apiPreviewPort: number;
    apiPreviewOutDir: string;
    /** The fixture server the real-API build calls, e.g. http://localhost:41234 (its API is /api). */
    fixtureServerUrl: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  const apiOutDir = mkdtempSync(join(tmpdir(), 'e2e-dist-api-'));
  const api = await startFixtureServer({ port: await freePort() });
  const port = await freePort();
  const apiPort = await freePort();
  // One after the other: two builds at once only fight for the same two cores.
  const apiServer = await startPreview({ port: apiPort, outDir: apiOutDir, build: 'always', apiBase: api.apiBase });
  const server = await startPreview({ port, outDir, build: 'always' });
  project.provide('previewPort', port);
  project.provide('previewOutDir', outDir);
  project.provide('apiPreviewPort', apiPort);
  project.provide('apiPreviewOutDir', apiOutDir);
  project.provide('fixtureServerUrl', api.url);
  return async () => {
    await server.close();
    await apiServer.close();
    await api.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(apiOutDir, { recursive: true, force: true });
  };
}
