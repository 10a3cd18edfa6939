import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.ts';

const origin = 'https://app.example.ca';

describe('the one URL rule', () => {
  it.each([
    ['https://docs.example.com/a.pdf', 'https://docs.example.com/a.pdf'],
    ['http://example.com', 'http://example.com'],
    ['mailto:help@example.ca', 'mailto:help@example.ca'],
    ['tel:+19055550110', 'tel:+19055550110'],
    ['tel:+1 (905) 555-0110', 'tel:+1 (905) 555-0110'],
    ['/documents/file.pdf?x=1#p', '/documents/file.pdf?x=1#p'],
  ])('keeps %s', (url, expected) => {
    expect(safeUrl(url, { origin })).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'tel:1;javascript:x',
    'blob:https://app.example.ca/1',
    '//evil.example/login',
    '/\\evil.example',
    '/\t/evil.example',
    '\\\\evil.example',
    'https:/\\evil.example',
    'relative/path',
    '',
    undefined,
    42,
  ])('refuses %s', (url) => {
    expect(safeUrl(url, { origin })).toBeUndefined();
  });

  it('keeps only http(s) and own paths for images and files, only own paths for in-app targets', () => {
    expect(safeUrl('mailto:a@b.ca', { origin, kind: 'web' })).toBeUndefined();
    expect(safeUrl('https://cdn.example/x.png', { origin, kind: 'web' })).toBe('https://cdn.example/x.png');
    expect(safeUrl('https://evil.example/', { origin, kind: 'path' })).toBeUndefined();
    expect(safeUrl('/chat', { origin, kind: 'path' })).toBe('/chat');
  });
});
