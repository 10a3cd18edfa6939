import { describe, expect, it, vi } from 'vitest';
import DOMPurify from 'dompurify';

/** What the view puts in the page: the app's own call, as text (jsdom has no Trusted Types, so it
 * returns a string; in a browser with them it is TrustedHTML of the same text). */
const sanitizeTenantHtml = (html: string, hosts?: readonly string[]) => String(trustedTenantHtml(html, hosts));
import { trustedTenantHtml, withoutBaseElements, withoutInlineStyles, withoutEventHandlers } from './tenant-html.ts';
import { buildRuntime } from '../settings/settings-pipeline.ts';
import { features } from '../features/feature-registry.ts';

describe('trustedTenantHtml', () => {
  it('sanitises one HTML once for the same hosts (start-up does it before the first render)', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    try {
      const html = 'Storm: <a href="https://storm.example/info">read</a>';
      const first = sanitizeTenantHtml(html, ['maplecrest.example']);
      expect(sanitizeTenantHtml(html, ['maplecrest.example'])).toBe(first);
      expect(sanitize).toHaveBeenCalledTimes(1);
      // Other hosts are another result: the link now leaves them and shows where it goes.
      expect(sanitizeTenantHtml(html, ['storm.example'])).not.toBe(first);
      expect(sanitize).toHaveBeenCalledTimes(2);
    } finally {
      sanitize.mockRestore();
    }
  });

  it.each([
    ['<img src=x onerror="alert(1)">', /onerror|<img/],
    ['<script>alert(1)</script>Hi', /<script|alert/],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/],
    ['<svg onload="alert(1)"><circle/></svg>', /onload|<svg/],
    ['<p style="background:url(javascript:alert(1))" onclick="x()">p</p>', /style|onclick/],
    ['<iframe src="https://evil.example"></iframe>', /iframe/],
  ])('removes the dangerous part of %s', (html, forbidden) => {
    expect(sanitizeTenantHtml(html)).not.toMatch(forbidden);
  });

  it('keeps text and simple formatting, and forces links into a new tab', () => {
    const out = sanitizeTenantHtml('<strong>Storm:</strong> <a href="https://example.org/storm" target="_self">read</a>');
    expect(out).toContain('<strong>Storm:</strong>');
    expect(out).toContain('href="https://example.org/storm"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('turns a link whose url was refused into plain text (it no longer looks like a link)', () => {
    expect(sanitizeTenantHtml('Storm: <a href="javascript:alert(1)"><strong>read this</strong></a> now')).toBe('Storm: <strong>read this</strong> now');
  });

  it('drops event-handler attributes before parsing (no CSP report for handlers that never run)', () => {
    expect(withoutEventHandlers('<img src=x onerror="a()"><svg onload=b()></svg><p ONCLICK=\'c()\'>t</p>')).toBe('<img src=x><svg></svg><p>t</p>');
    expect(withoutEventHandlers('Storm online tonight')).toBe('Storm online tonight');
  });

  it.each(['//evil.example/login', '/\\evil.example/login', '/\t/evil.example/login', 'data:text/html,hi'])('keeps the text of a link to %s but not the link', (href) => {
    const out = sanitizeTenantHtml(`<a href="${href}">Sign in</a>`);
    expect(out).toContain('Sign in');
    expect(out).not.toContain('href=');
  });

  it('shows the destination host of a link that leaves the brokerage’s own hosts', () => {
    const phishing = sanitizeTenantHtml('Your session expired, <a href="https://evil.example/login">sign in again here</a>', ['maplecrest.example']);
    expect(phishing).toContain('sign in again here <small>(evil.example)</small></a>');
    const own = sanitizeTenantHtml('<a href="https://maplecrest.example/storm">read</a> <a href="/chat">chat</a>', ['maplecrest.example']);
    expect(own).not.toContain('<small>');
  });

  it('marks the banner link to a foreign host even when the banner text itself starts with that https:// address', () => {
    const message = 'https://evil.example/login: your session expired, <a href="https://evil.example/login">sign in again here</a>';
    const runtime = buildRuntime([{ brand: { name: 'Maplecrest' }, terms: { link: 'https://maplecrest.example/terms' }, bannerNotification: { bannerMessage: message } }], {
      brokerId: 'maplecrest',
      mode: 'direct',
      now: new Date('2026-11-23T20:00:00Z'),
      menuDefaults: features.menuDefaults,
    });
    expect(runtime.ownHosts).toEqual(['maplecrest.example']);
    expect(sanitizeTenantHtml(message, runtime.ownHosts)).toContain('sign in again here <small>(evil.example)</small></a>');
  });

  it('drops <base> before parsing (no CSP base-uri report) and DOMPurify never keeps it', () => {
    expect(withoutBaseElements('<BASE href="https://evil.example/">Hi<base target=_top>')).toBe('Hi');
    expect(sanitizeTenantHtml('<base href="https://evil.example/"><a href="/x">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it.each([
    ['a <style> element', 'Hi<style>body{display:none}</style>!', 'Hi!'],
    ['an unclosed <style> element', 'Hi<STYLE media="all">body{display:none}', 'Hi'],
    ['a style attribute, any quoting', '<p style="color:red">a</p><p STYLE=\'x\'>b</p><p style=x>c</p>', '<p>a</p><p>b</p><p>c</p>'],
  ])('drops %s before parsing (no CSP style-src report)', (_name, html, expected) => {
    expect(withoutInlineStyles(html)).toBe(expected);
    expect(sanitizeTenantHtml(html)).not.toMatch(/style|display/i);
  });
});
