import { describe, expect, it } from 'vitest';
import { installPromptKind, isIosSafari, type InstallContext } from './install-prompt-rules.ts';

const base: InstallContext = { mode: 'direct', standalone: false, dismissed: false, canPrompt: true, isIosSafari: false, msSinceLoad: 4_000 };

describe('install prompt rules', () => {
  it.each<[string, Partial<InstallContext>, 'button' | 'ios' | null]>([
    ['4 s after load with a browser prompt', {}, 'button'],
    ['before 4 s', { msSinceLoad: 3_999 }, null],
    ['already installed', { standalone: true }, null],
    ['dismissed before', { dismissed: true }, null],
    ['widget mode', { mode: 'widget' }, null],
    ['installed app mode', { mode: 'app' }, null],
    ['iOS Safari (no browser prompt)', { canPrompt: false, isIosSafari: true }, 'ios'],
    ['no way to install', { canPrompt: false }, null],
  ])('%s → %s', (_name, change, kind) => {
    expect(installPromptKind({ ...base, ...change })).toBe(kind);
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', false],
  ])('iOS Safari detection %#', (ua, expected) => {
    expect(isIosSafari(ua)).toBe(expected);
  });
});
