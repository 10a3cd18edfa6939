// Development servers listen on loopback unless opened, and say so when they are.
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { isLoopback, LOOPBACK_HOST, networkWarning } from './listen-host.ts';
import viteConfig from '../vite.config.ts';

describe('listen host', () => {
  it.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['192.168.1.20', false],
    ['::', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
    expect(networkWarning(host, 'npm start') === undefined).toBe(loopback);
  });

  it('warns with the address and what it exposes when opened', () => {
    expect(networkWarning('0.0.0.0', 'npm run preview')).toMatch(/^warning: npm run preview listens on 0\.0\.0\.0: other machines/);
    expect(networkWarning('0.0.0.0', 'npm run studio', 'the opened settings file')).toContain('can reach it, the opened settings file. Use it on trusted networks only.');
  });

  it('binds the Vite dev server and preview to loopback in vite.config.ts', () => {
    const config = (viteConfig as (env: { command: 'serve'; mode: string }) => UserConfig)({ command: 'serve', mode: 'development' });
    expect(config.server?.host).toBe(LOOPBACK_HOST);
    expect(config.preview?.host).toBe(LOOPBACK_HOST);
  });
});
