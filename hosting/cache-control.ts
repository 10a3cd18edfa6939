// How long a browser may keep each file of the build, one rule for the preview server and for a
// host (README.md, "Hosting: the headers to add"). Files under /assets/ are named by their
// content's hash, so a new version is a new name: browsers keep them a year without asking again,
// and a visit after the first loads its scripts from the cache instead of revalidating each one.
// sw.js is revalidated on every load, so a new version reaches users at once. The page itself
// (index.html) keeps the server's default: it names the current scripts.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a request path, or undefined for the server's default. */
export function cacheControlFor(path: string): string | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/sw.js') return REVALIDATE;
  if (pathname.startsWith('/assets/') && !pathname.includes('..')) return IMMUTABLE;
  return undefined;
}
