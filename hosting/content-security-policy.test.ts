import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspHeaders, hostingHeaders, imageOrigins, REFERRER_POLICY } from './content-security-policy.ts';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts from the app only, no plugins, no base, and requires Trusted Types', () => {
    const d = directives(contentSecurityPolicy());
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['require-trusted-types-for']).toEqual(["'script'"]);
    expect(d['trusted-types']).toEqual(['default', 'dompurify']);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
  });

  it('connects to the app and to the API and asset hosts only', () => {
    const d = directives(contentSecurityPolicy({ apiBase: 'https://api.example.com/v2', assetBase: 'https://assets.example.com' }));
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://assets.example.com', 'wss://api.example.com']);
    expect(directives(contentSecurityPolicy({ apiBase: '/api' }))['connect-src']).toEqual(["'self'"]);
    // The chat's realtime socket beside an API on another origin (ws: for an http: API, as the preview's).
    expect(directives(contentSecurityPolicy({ apiBase: 'http://localhost:8787/api' }))['connect-src']).toEqual(["'self'", 'http://localhost:8787', 'ws://localhost:8787']);
  });

  it('sends who may frame the page as a header', () => {
    const header = cspHeaders({ frameAncestors: ['http://host.localhost:4173'] })['Content-Security-Policy'];
    expect(header).toMatch(/; frame-ancestors 'self' http:\/\/host\.localhost:4173$/);
  });

  it('allows styles from files only: no inline <style> or style attribute', () => {
    expect(directives(contentSecurityPolicy())['style-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ assetBase: 'https://assets.example.com' }))['style-src']).toEqual(["'self'", 'https://assets.example.com']);
  });

  it.each([
    ['no hosts given', {}, ["'self'", 'data:', 'blob:']],
    ['the asset host', { assetBase: 'https://assets.example.com/brand/' }, ["'self'", 'data:', 'blob:', 'https://assets.example.com']],
    ['VITE_IMAGE_HOSTS, commas or spaces', { imageHosts: 'https://cdn.acme.example/logos, https://img.acme.example  https://cdn.acme.example' }, ["'self'", 'data:', 'blob:', 'https://cdn.acme.example', 'https://img.acme.example']],
    ['VITE_IMAGE_HOSTS without plain http, wildcards or junk', { imageHosts: 'http://insecure.example https: * https://*.example.com javascript:x' }, ["'self'", 'data:', 'blob:']],
  ])('loads images from the app, data:, blob: and %s, never any https host', (_name, options, expected) => {
    expect(directives(contentSecurityPolicy(options))['img-src']).toEqual(expected);
  });

  it('reads image origins from a list', () => {
    expect(imageOrigins('https://a.example/x,https://b.example:8443')).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(imageOrigins(undefined)).toEqual([]);
  });

  it('sends violation reports to CSP_REPORT_URL in the header only', () => {
    const headers = cspHeaders({ reportUrl: 'https://reports.example.com/csp' });
    expect(headers['Content-Security-Policy']).toMatch(/; report-uri https:\/\/reports\.example\.com\/csp; report-to csp$/);
    expect(headers['Reporting-Endpoints']).toBe('csp="https://reports.example.com/csp"');
    expect(contentSecurityPolicy({ reportUrl: 'https://reports.example.com/csp' } as never)).not.toMatch(/report/);
    expect(cspHeaders({ reportUrl: 'javascript:alert(1)' })['Reporting-Endpoints']).toBeUndefined();
  });

  it('gives the preview every header README.md asks a host to add', () => {
    expect(Object.keys(hostingHeaders()).sort()).toEqual(['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options']);
  });

  it('sends the origin only as referrer, as index.html and README.md say: no path or query leaves', () => {
    expect(hostingHeaders()['Referrer-Policy']).toBe('strict-origin');
    expect(readFileSync('index.html', 'utf8')).toContain(`<meta name="referrer" content="${REFERRER_POLICY}" />`);
    expect(readFileSync('README.md', 'utf8')).toContain(`Referrer-Policy: ${REFERRER_POLICY}\n`);
  });
});
