// Trusted Types (the build's CSP says `require-trusted-types-for 'script'`): the only script urls
// the app hands to the DOM are its service workers, registered by libraries (workbox-window, msw)
// that pass plain strings. The `default` policy lets exactly those through — same origin, known
// paths — and nothing else; it creates no HTML and no script, so any other string reaching a
// sink is refused. HTML from tenants goes through DOMPurify, which returns TrustedHTML.

/** The service-worker scripts the app registers. */
const WORKER_SCRIPT_PATHS = ['/sw.js', '/mockServiceWorker.js'];

/** The url a worker registration may use, or null (refused). Pure, for tests. */
export function allowedWorkerUrl(input: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return null;
  }
  return url.origin === origin && WORKER_SCRIPT_PATHS.includes(url.pathname) && url.search === '' && url.hash === '' ? url.href : null;
}

type Policies = { createPolicy: (name: string, rules: { createScriptURL?: (input: string) => string | null }) => unknown; defaultPolicy?: unknown };

let installed = false;

export function installTrustedTypes(win: Window = window): void {
  const trustedTypes = (win as Window & { trustedTypes?: Policies }).trustedTypes;
  if (installed || !trustedTypes || trustedTypes.defaultPolicy) return;
  installed = true;
  trustedTypes.createPolicy('default', { createScriptURL: (input) => allowedWorkerUrl(input, win.location.origin) });
}
