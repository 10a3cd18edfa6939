// What a host never serves from the build, one rule for the preview server and for a host
// (README.md, "Hosting: the headers to add"): the hidden source maps (`*.map`, with the sources
// in them: kept to map error reports) and Vite's dot folder (`.vite/`: the manifest, the mark of
// the API base a build was made for).

/** Whether a request path (query and %-encoding included) names a file that is never served. */
export function neverServed(path: string): boolean {
  let pathname = (path.split(/[?#]/, 1)[0] ?? '').replace(/\\/g, '/');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return true; // broken %-encoding names no file of the build
  }
  pathname = pathname.toLowerCase();
  return pathname.endsWith('.map') || pathname.split('/').some((segment) => segment === '.vite');
}
