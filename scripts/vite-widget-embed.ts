// Builds widget.js — the embed script brokerages paste into their sites — as one self-contained
// IIFE at a stable url (/widget.js), separately from the app so it never imports an app chunk.
// In dev it is built on request.
import { resolve } from 'node:path';
import type { Plugin, InlineConfig } from 'vite';

const ENTRY = resolve(import.meta.dirname, '../src/widget/embed.ts');

function embedConfig(outDir: string, write: boolean): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      write,
      target: 'es2019',
      lib: { entry: ENTRY, formats: ['iife'], name: 'IssWidget', fileName: () => 'widget.js' },
    },
  };
}

export function widgetEmbed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'widget-embed',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const { build } = await import('vite');
      await build(embedConfig(outDir, true));
    },
    configureServer(server) {
      server.middlewares.use('/widget.js', (_req, res, next) => {
        void (async () => {
          const { build } = await import('vite');
          const output = await build(embedConfig(outDir, false));
          const bundle = (Array.isArray(output) ? output[0] : output) as { output: { code?: string }[] };
          res.setHeader('Content-Type', 'text/javascript');
          res.end(bundle.output[0]?.code ?? '');
        })().catch(next);
      });
    },
  };
}
