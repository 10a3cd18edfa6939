/// <reference lib="webworker" />
// The app's service worker: precached shell, offline navigations answered with index.html.
// With the embedded fixture backend, msw's worker runs inside this same worker — a scope has one
// service worker, so two separate ones at '/' would replace each other.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/__preview\//, /^\/widget/, /^\/mockServiceWorker\.js$/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

if (import.meta.env.VITE_API_BASE === undefined || import.meta.env.VITE_API_BASE === '') {
  importScripts('/mockServiceWorker.js');
}
