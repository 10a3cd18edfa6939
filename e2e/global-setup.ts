// Builds the app once and serves every fixture brokerage by host name for the browser tests.
import type { TestProject } from 'vitest/node';
import { startPreview } from '../scripts/preview-server.ts';

export const E2E_PORT = 4190;

declare module 'vitest' {
  export interface ProvidedContext {
    previewPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPreview({ port: E2E_PORT });
  project.provide('previewPort', E2E_PORT);
  return () => server.close();
}
