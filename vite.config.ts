import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { widgetEmbed } from './scripts/vite-widget-embed.ts';

export default defineConfig(({ command }) => ({
  plugins: [react(), widgetEmbed()],
  resolve: {
    // Catalogues ship precompiled (AST), so production builds drop the ICU message parser.
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
  server: { port: 5173, strictPort: true, host: true, allowedHosts: ['.localhost'] },
  preview: { port: 4173, strictPort: true, host: true, allowedHosts: ['.localhost'] },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'fixtures/**/*.test.ts', 'renderers/**/*.test.ts'],
          // `*.dom.test.ts`: logic that needs a DOM (e.g. DOMPurify) runs in the dom project.
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'renderers/**/*.test.tsx', 'src/**/*.dom.test.ts', 'renderers/**/*.dom.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
