import { describe, expect, it } from 'vitest';
import { clickTarget, pickClient, pushNotification, pushTarget } from './push-message.ts';

describe('push notifications in the service worker', () => {
  it.each([
    ['a chat push opens the chat', { kind: 'chat', title: 'Anna replied', body: 'See you at 3' }, 'Anna replied', 'See you at 3', '/chat'],
    ['a documents push opens the documents', { kind: 'documents' }, 'New document', 'A new document is available.', '/documents'],
    ['in French', { kind: 'chat', language: 'fr' }, 'Nouveau message', 'Vous avez un nouveau message dans le clavardage.', '/chat'],
    ['an unknown kind opens home', { kind: 'weather', title: 'Storm' }, 'Storm', '', '/'],
  ])('%s', (_name, data, title, body, url) => {
    const shown = pushNotification(JSON.stringify(data));
    expect(shown.title).toBe(title);
    expect(shown.options.body).toBe(body);
    expect(shown.options.data.url).toBe(url);
  });

  it('shows malformed data as plain text, and nothing at all as a plain notification', () => {
    expect(pushNotification('hello').options.body).toBe('hello');
    expect(pushNotification('[1,2]').options.body).toBe('[1,2]');
    expect(pushNotification(undefined).title).toBe('Notification');
    expect(pushNotification({ kind: 'chat', title: 'x'.repeat(1000) }).title).toHaveLength(300);
  });

  it('a tap opens only same-origin paths', () => {
    expect(clickTarget({ url: '/chat' }, 'https://a.example')).toBe('https://a.example/chat');
    expect(clickTarget({ url: 'https://evil.example/' }, 'https://a.example')).toBe('https://a.example/');
    expect(clickTarget({ url: '//evil.example/x' }, 'https://a.example')).toBe('https://a.example/');
    expect(clickTarget({ url: '/\\evil.example/x' }, 'https://a.example')).toBe('https://a.example/');
    expect(clickTarget({ url: '/\t/evil.example/x' }, 'https://a.example')).toBe('https://a.example/');
    expect(clickTarget(null, 'https://a.example')).toBe('https://a.example/');
    expect(pushTarget('documents')).toBe('/documents');
  });

  it('focuses the window already on the target, else navigates one, else opens one', () => {
    const chat = { url: 'https://a.example/chat' };
    const home = { url: 'https://a.example/' };
    expect(pickClient([home, chat], 'https://a.example/chat')).toEqual({ client: chat, navigate: false });
    expect(pickClient([home], 'https://a.example/chat')).toEqual({ client: home, navigate: true });
    expect(pickClient([], 'https://a.example/chat')).toBeUndefined();
  });
});
