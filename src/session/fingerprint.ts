// A fingerprint hash of stable browser traits for the visitor data. Taken when the app turns
// idle or after 500 ms, whichever comes first; retried after 1 000 ms when it fails (docs/product-rules.md#visitor-data).

let fingerprint: string | undefined;

export function currentFingerprint(): string {
  return fingerprint ?? '';
}

function traits(): string {
  const nav = globalThis.navigator;
  const scr = globalThis.screen;
  return [
    nav?.userAgent,
    nav?.language,
    (nav?.languages ?? []).join(','),
    nav?.hardwareConcurrency,
    scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
}

async function computeFingerprint(): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits()));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const FINGERPRINT_DELAY_MS = 500;
const FINGERPRINT_RETRY_MS = 1_000;

/** Schedules the fingerprint; `whenIdle` resolves when the app turns idle. */
export function scheduleFingerprint(whenIdle: Promise<void>, compute: () => Promise<string> = computeFingerprint): Promise<string> {
  return new Promise((resolve) => {
    let started = false;
    const attempt = () => {
      if (started) return;
      started = true;
      compute().then(
        (hash) => {
          fingerprint = hash;
          resolve(hash);
        },
        () => {
          started = false;
          setTimeout(attempt, FINGERPRINT_RETRY_MS);
        },
      );
    };
    setTimeout(attempt, FINGERPRINT_DELAY_MS);
    void whenIdle.then(attempt);
  });
}
