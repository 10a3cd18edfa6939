// Builds the app into a private folder and serves every fixture brokerage by host name on a free
// port, so several test runs on one machine never share a build or a port.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreview } from '../hosting/preview-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    previewPort: number;
    /** The build the preview serves, for tests that start a second preview (e.g. with --config). */
    previewOutDir: string;
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
  const port = await freePort();
  const server = await startPreview({ port, outDir, build: 'always' });
  project.provide('previewPort', port);
  project.provide('previewOutDir', outDir);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
