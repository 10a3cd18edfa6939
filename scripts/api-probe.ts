// Whether an API base answers at all (any HTTP status will do), for the terminal of
// `npm run preview -- --api URL` and `npm run check-api`: a clear sentence instead of a blank page.
const PROBE_TIMEOUT_MS = 5000;

/** Undefined when something answers at `base`; else why not, in a sentence. */
export async function apiProblem(base: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return `"${base}" is not a URL (expected e.g. https://api.example.ca/api)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${base}" is not an http(s) URL`;
  try {
    await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${PROBE_TIMEOUT_MS / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message);
    return `the API at ${base} cannot be reached (${reason})`;
  }
}
