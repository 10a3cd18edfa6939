// The app's Content-Security-Policy, one definition for the build (a <meta> in index.html, since
// the build is static) and for the preview server (the same policy as a header, plus
// frame-ancestors, which only a header can carry). Scripts only from the app's own origin (no
// inline, no eval: validators are precompiled), no plugins, no <base>, connections only to the app
// and the API and asset hosts, and Trusted Types for every script-carrying DOM sink.

export interface CspOptions {
  /** VITE_API_BASE when the app talks to a real server (absolute url), else undefined. */
  apiBase?: string;
  /** VITE_ASSET_BASE: the static asset host of the branding stylesheet. */
  assetBase?: string;
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/** Trusted Types policies the app creates: `default` (service-worker urls only, src/app/trusted-types.ts) and DOMPurify's. */
export const TRUSTED_TYPES_POLICIES = ['default', 'dompurify'];

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const hosts = [originOf(options.apiBase), originOf(options.assetBase)].filter((host): host is string => Boolean(host));
  const self = ["'self'", ...new Set(hosts)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `connect-src ${self}`,
    // Brand logos and icons are https urls in settings; the manifest is a data: url made at run time.
    "img-src 'self' data: blob: https:",
    `style-src ${self} 'unsafe-inline'`,
    "font-src 'self'",
    "manifest-src 'self' data:",
    "worker-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/** The policy as response headers, with who may frame the page (the widget's allowed hosts). */
export function cspHeaders(options: CspOptions & { frameAncestors?: string[] } = {}): Record<string, string> {
  const ancestors = ["'self'", ...(options.frameAncestors ?? [])].join(' ');
  return { 'Content-Security-Policy': `${contentSecurityPolicy(options)}; frame-ancestors ${ancestors}` };
}

/**
 * Every header README.md ("Hosting: the headers to add") asks a host to send, as the preview
 * sends them: the policy with frame-ancestors, no MIME sniffing, and a referrer without paths
 * for other sites.
 */
export function hostingHeaders(options: CspOptions & { frameAncestors?: string[] } = {}): Record<string, string> {
  return {
    ...cspHeaders(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
