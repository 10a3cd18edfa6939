// The app as a frame of the settings studio: the real runtime (src/main.tsx) on the fixture
// backend, which answers the studio's settings (served by the studio's server as preview
// settings). Only the studio serves this entry: the app's own build has no way to receive
// settings by message or url. When the studio sends changed settings, the frame runs the
// runtime's settings pipeline on them and swaps the runtime in place, so the route and what is
// on screen (a wizard's step) stay.
import { frameOptionsOf, FRAME_USER_EMAIL, type FrameOptions, type StudioMessage } from './frame-options.ts';
import { MemoryStorage, replaceWindowStorage } from '../src/state/memory-storage.ts';

/** Each frame its own browser: storage and cookies in memory, the frame's language as the browser's. */
function isolate(options: FrameOptions): void {
  replaceWindowStorage(window, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  const jar = new Map<string, string>();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (line: string) => {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    },
  });
  const languages = options.language === 'fr' ? ['fr-CA', 'fr'] : ['en-CA', 'en'];
  Object.defineProperty(navigator, 'language', { configurable: true, get: () => languages[0] });
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

async function started(): Promise<void> {
  const { runtimeState } = await import('../src/state/runtime-state.ts');
  const { subscribe } = await import('valtio');
  if (runtimeState.runtime) return;
  await new Promise<void>((resolve) => {
    const stop = subscribe(runtimeState, () => {
      if (!runtimeState.runtime) return;
      stop();
      resolve();
    });
  });
}

/** The opened file's texts in `language`, from the file beside it (hosting/preview-texts.ts), read afresh. */
async function textsIn(language: string): Promise<unknown> {
  try {
    const response = await fetch(`/__preview/texts/${language}.json`, { cache: 'no-store' });
    return response.status === 200 ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The runtime's settings pipeline again (merge over the defaults → validate → derive) on the
 * document the fixture backend now answers, with the file's texts in the language the frame shows
 * (as the fixture backend answers them), then the new runtime in place.
 */
async function applySettings(settings: unknown): Promise<void> {
  const [{ buildRuntime }, { visitContext }, { brokerIdFromHost }, { runtimeState, setRuntime }, { appState }, { loadCatalogue }, { textsOf, withTexts }] = await Promise.all([
    import('../src/settings/settings-pipeline.ts'),
    import('../src/app/visit-context.ts'),
    import('../src/settings/broker-id.ts'),
    import('../src/state/runtime-state.ts'),
    import('../src/state/app-state.ts'),
    import('../src/i18n/load-catalogue.ts'),
    import('../fixtures/backend/texts-overlay.ts'),
  ]);
  const mode = runtimeState.runtime?.mode ?? 'direct';
  const context = visitContext(brokerIdFromHost(window.location.host), mode);
  let runtime = buildRuntime([settings], context);
  const texts = textsOf(await textsIn(runtime.language));
  if (Object.keys(texts).length > 0) runtime = buildRuntime([withTexts(settings, texts)], context);
  appState.language = runtime.language;
  await loadCatalogue(runtime.language);
  setRuntime(runtime);
}

function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function listen(options: FrameOptions): void {
  let queue = Promise.resolve();
  window.addEventListener('message', (event: MessageEvent<StudioMessage>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || event.data?.type !== 'studio:settings-changed') return;
    const { edit, settings } = event.data;
    queue = queue
      .then(() => applySettings(settings))
      .then(afterPaint)
      .then(() => window.parent.postMessage({ type: 'studio:rendered', id: options.id, edit } satisfies StudioMessage, window.location.origin))
      .catch((error: unknown) => console.error('Studio settings not applied', error));
  });
}

async function signIn(): Promise<void> {
  const { requestPin, verifyPin } = await import('../src/session/login.ts');
  const { FIXTURE_PIN } = await import('../fixtures/backend/fixture-auth.ts');
  await requestPin(FRAME_USER_EMAIL);
  await verifyPin(FRAME_USER_EMAIL, FIXTURE_PIN);
}

const options = window.parent !== window ? frameOptionsOf(window.name) : undefined;
if (options) isolate(options);
await import('../src/main.tsx');
if (options) {
  listen(options);
  await started();
  if (options.session === 'signed-in') await signIn();
  window.parent.postMessage({ type: 'studio:rendered', id: options.id, edit: 0 } satisfies StudioMessage, window.location.origin);
}
