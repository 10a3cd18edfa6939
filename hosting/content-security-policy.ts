// The app's Content-Security-Policy, one definition for the build (a <meta> in index.html, since
// the build is static) and for the preview server (the same policy as a header, plus
// frame-ancestors and reporting, which only a header can carry). Scripts only from the app's own
// origin (no inline, no eval: validators are precompiled), styles only from files (the theme sets
// CSS variables through CSSOM, which CSP allows), images only from the app, data:, blob: and the
// hosts the build is told of, no plugins, no <base>, connections only to the app and the API (with
// its socket origin) and asset hosts, and Trusted Types for every script-carrying DOM sink.

export interface CspOptions {
  /** VITE_API_BASE when the app talks to a real server (absolute url), else undefined. */
  apiBase?: string;
  /** VITE_ASSET_BASE: the static asset host of the branding stylesheet. */
  assetBase?: string;
  /**
   * VITE_IMAGE_HOSTS: the hosts a brokerage's settings take logos and icons from (https origins,
   * separated by commas or spaces). The policy is fixed at build time, so a brokerage whose
   * settings name an image host has it listed here (README.md, "Hosting: the headers to add").
   */
  imageHosts?: string;
  /** CSP_REPORT_URL: where browsers send violation reports (headers only: a <meta> cannot report). */
  reportUrl?: string;
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The https origins of a VITE_IMAGE_HOSTS list; anything else in it (a path, a wildcard) is ignored. */
export function imageOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter((item) => /^https:\/\//i.test(item))
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined && /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin));
}

/** The name of the reporting endpoint in `Reporting-Endpoints` and `report-to`. */
export const CSP_REPORT_GROUP = 'csp';

/** Trusted Types policies the app creates: `default` (service-worker urls only, src/app/trusted-types.ts) and DOMPurify's. */
export const TRUSTED_TYPES_POLICIES = ['default', 'dompurify'];

/** The socket origin beside an API origin: the chat's realtime channel (src/features/chat/chat-sync.ts). */
function socketOriginOf(origin: string): string {
  return origin.replace(/^http(s?):/i, 'ws$1:');
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const apiOrigin = originOf(options.apiBase);
  const hosts = [apiOrigin, originOf(options.assetBase)].filter((host): host is string => Boolean(host));
  const self = ["'self'", ...new Set(hosts)].join(' ');
  // 'self' covers the app's own ws: and wss:; an API host named by its http(s) origin does not.
  const connections = ["'self'", ...new Set([...hosts, ...(apiOrigin ? [socketOriginOf(apiOrigin)] : [])])].join(' ');
  const images = ["'self'", 'data:', 'blob:', ...new Set([...hosts, ...imageOrigins(options.imageHosts)])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `connect-src ${connections}`,
    // Brand logos and icons: the app's own files or the image hosts the build is told of; previews of
    // chosen files are blob: urls and the manifest's icons data: urls.
    `img-src ${images}`,
    `style-src ${self}`,
    "font-src 'self'",
    "manifest-src 'self' data:",
    "worker-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/** The policy as response headers, with who may frame the page (the widget's allowed hosts) and where reports go. */
export function cspHeaders(options: CspOptions & { frameAncestors?: string[] } = {}): Record<string, string> {
  const ancestors = ["'self'", ...(options.frameAncestors ?? [])].join(' ');
  const report = originOf(options.reportUrl) ? options.reportUrl : undefined;
  if (!report) return { 'Content-Security-Policy': `${contentSecurityPolicy(options)}; frame-ancestors ${ancestors}` };
  // report-to for current browsers, report-uri for those without the Reporting API.
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(options)}; frame-ancestors ${ancestors}; report-uri ${report}; report-to ${CSP_REPORT_GROUP}`,
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${report}"`,
  };
}

/**
 * The referrer the app's requests send: its origin only, to other sites and to its own (index.html
 * says so too): an address's path and query (a staff link's token) never leave in a Referer.
 */
export const REFERRER_POLICY = 'strict-origin';

/**
 * Every header README.md ("Hosting: the headers to add") asks a host to send, as the preview
 * sends them: the policy with frame-ancestors, no MIME sniffing, and a referrer without paths.
 */
export function hostingHeaders(options: CspOptions & { frameAncestors?: string[] } = {}): Record<string, string> {
  return {
    ...cspHeaders(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
  };
}
