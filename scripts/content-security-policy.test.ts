import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspHeaders } from './content-security-policy.ts';

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
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://assets.example.com']);
    expect(directives(contentSecurityPolicy({ apiBase: '/api' }))['connect-src']).toEqual(["'self'"]);
  });

  it('sends who may frame the page as a header', () => {
    const header = cspHeaders({ frameAncestors: ['http://host.localhost:4173'] })['Content-Security-Policy'];
    expect(header).toMatch(/; frame-ancestors 'self' http:\/\/host\.localhost:4173$/);
  });
});
