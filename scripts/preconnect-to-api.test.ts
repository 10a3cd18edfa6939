// A build for an API on another origin tells the browser to connect to it while the page loads.
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor } from 'vite';
import { preconnectToApi } from '../vite.config.ts';

function tags(apiBase: string | undefined): HtmlTagDescriptor[] {
  const hook = preconnectToApi(apiBase).transformIndexHtml;
  if (typeof hook !== 'function') throw new Error('transformIndexHtml is not a function');
  return hook.call(undefined as never, '', undefined as never) as HtmlTagDescriptor[];
}

describe('preconnectToApi', () => {
  it('adds a preconnect link to the origin of an absolute API base', () => {
    expect(tags('https://api.example.com/v2')).toEqual([{ tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: '' }, injectTo: 'head' }]);
  });

  it('adds nothing for the embedded fixture backend or a same-origin path', () => {
    expect(tags(undefined)).toEqual([]);
    expect(tags('/api')).toEqual([]);
  });
});
