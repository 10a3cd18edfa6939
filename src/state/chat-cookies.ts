// The chat's identity and realtime channel live in cookies (docs/product-rules.md#chat-cookies, same-site
// none, prefixed by the broker identifier'; docs/product-rules.md#chat-cookies): about the longer idle timeout (60 min by
// default), 10 years in the installed app. The same lifetime applies to a visitor's chat (the product rule
// names the signed-in case only): a visitor's chat never outlives a user's. Every write renews it,
// so a chat in use does not expire; an expired cookie ends the chat (chat-state.ts resetChat).
import type { ClientMode } from '../settings/runtime.ts';

/** About 10 years, in minutes (the installed app's 'never'). */
export const TEN_YEARS_MINUTES = 5_256_000;

const CHAT_COOKIES = { identity: 'chatIdentity', channel: 'chatChannel' } as const;
type CookieKey = keyof typeof CHAT_COOKIES;

/** Seconds a chat cookie lives: 10 years in the installed app, else the longer idle timeout. */
export function chatCookieMaxAgeSeconds(mode: ClientMode, longIdleMinutes: number): number {
  return Math.round((mode === 'app' ? TEN_YEARS_MINUTES : longIdleMinutes) * 60);
}

let prefix = 'default';
let maxAgeSeconds = chatCookieMaxAgeSeconds('direct', 60);

/** Broker id (the cookie prefix) and lifetime, set once the runtime is known. */
export function configureChatCookies(brokerId: string, lifetimeSeconds: number): void {
  prefix = brokerId;
  maxAgeSeconds = lifetimeSeconds;
}

function chatCookieName(key: CookieKey): string {
  return `${prefix}_${CHAT_COOKIES[key]}`;
}

/** The cookie text written for a value (exported for tests). */
export function chatCookieText(key: CookieKey, value: string, seconds: number): string {
  return `${chatCookieName(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.round(seconds))}; Secure; SameSite=None; Partitioned`;
}

function read(key: CookieKey): string {
  if (typeof document === 'undefined') return '';
  const wanted = `${chatCookieName(key)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(wanted));
  try {
    return found ? decodeURIComponent(found.slice(wanted.length)) : '';
  } catch {
    return '';
  }
}

export const chatCookies = {
  read(): { chatIdentity: string; channelName: string } {
    return { chatIdentity: read('identity'), channelName: read('channel') };
  },
  /** Writes both (renewing their lifetime); empty values expire them. */
  write(chatIdentity: string, channelName: string): void {
    if (typeof document === 'undefined') return;
    document.cookie = chatCookieText('identity', chatIdentity, chatIdentity ? maxAgeSeconds : 0);
    document.cookie = chatCookieText('channel', channelName, channelName ? maxAgeSeconds : 0);
  },
  clear(): void {
    chatCookies.write('', '');
  },
};
