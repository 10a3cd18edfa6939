/// <reference lib="webworker" />
// The app's service worker: precached shell, offline navigations answered with index.html.
// With the embedded fixture backend, msw's worker runs inside this same worker — a scope has one
// service worker, so two separate ones at '/' would replace each other.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clickTarget, pickClient, pushNotification } from './push-message.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/__preview\//, /^\/widget/, /^\/mockServiceWorker\.js$/],
  }),
);

// The branding stylesheet (a <link> to the asset host, the API's unless one is set) answers offline
// from the copy of the last visit, and is refreshed behind it (docs/product-rules.md#last-good-settings).
// Cross-origin without CORS its answer is opaque (status 0), which is kept as well.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.pathname.endsWith('/get-branding-styles'),
  new StaleWhileRevalidate({ cacheName: 'branding-styles', plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Push (docs/product-rules.md#push): show the push; a tap focuses the app on the push's screen (chat for push.chat,
// the documents for push.documents) or opens it (push-message.ts).
self.addEventListener('push', (event) => {
  const shown = pushNotification(event.data?.text());
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const picked = pickClient(windows, target);
      if (!picked) return void (await self.clients.openWindow(target));
      const focused = await picked.client.focus();
      if (picked.navigate) await focused.navigate(target);
    }),
  );
});

if (import.meta.env.VITE_API_BASE === undefined || import.meta.env.VITE_API_BASE === '') {
  // Under the app's CSP (Trusted Types required) a script url is a TrustedScriptURL: the worker's
  // own policy lets exactly msw's same-origin script through.
  type Policy = { createScriptURL: (url: string) => string };
  const trustedTypes = (self as unknown as { trustedTypes?: { createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => Policy } }).trustedTypes;
  // msw's worker unregisters "its" registration when its last page sends CLIENT_CLOSED, which a
  // one-tab reload does. Here the registration is the app's: unregistering it made the reloading
  // page miss the worker (offline: no page at all) until the app registered it again. The app
  // owns the registration, so msw's call is a no-op.
  Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
  const allowed = new URL('/mockServiceWorker.js', self.location.origin).href;
  const policy = trustedTypes?.createPolicy('default', {
    createScriptURL: (url) => {
      if (new URL(url, self.location.origin).href !== allowed) throw new TypeError(`Script url refused: ${url}`);
      return url;
    },
  });
  importScripts((policy ? policy.createScriptURL('/mockServiceWorker.js') : '/mockServiceWorker.js') as string);
}
