// Registers the service worker in production builds and turns a new version into the
// app-updated state (prompt mode: a waiting worker activates only when the app applies it).
import { appState } from '../state/app-state.ts';
import { defaultUpdateDeps, onAppUpdated } from './app-update.ts';

const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Loaded after start-up: updates are never urgent, the first screen is.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  const deps = defaultUpdateDeps(() => appState.idle);
  workbox.addEventListener('waiting', () => {
    void onAppUpdated(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }, deps);
  });
  // With the fixture backend, msw's part of the worker activates new versions at once.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) void onAppUpdated(() => window.location.reload(), deps);
  });
  workbox.register().catch((error: unknown) => console.error('Service worker not registered', error));
}
