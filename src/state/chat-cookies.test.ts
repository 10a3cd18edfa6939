import { describe, expect, it } from 'vitest';
import { sessionTimeouts } from '../session/session-timeouts.ts';
import { chatCookieMaxAgeSeconds, chatCookieText, configureChatCookies, TEN_YEARS_MINUTES } from './chat-cookies.ts';

const noOverrides = { getItem: () => null };
const longIdleMinutes = (mode: 'direct' | 'app' | 'widget') => sessionTimeouts(mode, noOverrides).longIdleMs / 60_000;

describe('chat cookie lifetimes (docs/product-rules.md#chat-cookies)', () => {
  it('last the longer idle timeout (60 minutes) in the page and the widget', () => {
    expect(chatCookieMaxAgeSeconds('direct', longIdleMinutes('direct'))).toBe(60 * 60);
    expect(chatCookieMaxAgeSeconds('widget', longIdleMinutes('widget'))).toBe(60 * 60);
  });

  it('last about 10 years in the installed app', () => {
    expect(TEN_YEARS_MINUTES).toBe(5_256_000);
    expect(chatCookieMaxAgeSeconds('app', longIdleMinutes('app'))).toBe(5_256_000 * 60);
    expect(chatCookieMaxAgeSeconds('app', longIdleMinutes('app')) / (365 * 24 * 3600)).toBeCloseTo(10, 0);
  });

  it('are secure, same-site none, partitioned and prefixed by the broker id', () => {
    configureChatCookies('lakeshore', 3600);
    expect(chatCookieText('identity', 'chat-1 ü', 3600)).toBe('lakeshore_chatIdentity=chat-1%20%C3%BC; Path=/; Max-Age=3600; Secure; SameSite=None; Partitioned');
    expect(chatCookieText('channel', '', 0)).toBe('lakeshore_chatChannel=; Path=/; Max-Age=0; Secure; SameSite=None; Partitioned');
  });
});
