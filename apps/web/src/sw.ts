/// <reference lib="webworker" />
/**
 * The families' app's service worker (docs/design/running.md §14), built by vite-plugin-pwa (injectManifest)
 * with Workbox. It
 *  - precaches the app shell (the built JS, CSS, fonts, pictures) and the offline page;
 *  - keeps pictures of books and teachers (same-origin /static and /uploads/content|teachers)
 *    with a size limit; never children's avatars;
 *  - never caches /api: every answer there may carry personal data. A navigation is always
 *    fetched (index.html carries the school's current content); offline it answers offline.html;
 *  - waits for the app to ask before taking over (the update prompt, lib/serviceWorker.ts);
 *  - shows Web Push notifications and opens the app where a tapped one points (issue #18).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

export const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? undefined }],
    }),
    // The console, the API and files are not the app's pages.
    { denylist: [/^\/api\//, /^\/console/, /^\/uploads\//, /^\/static\//, /^\/docs/] },
  ),
);

/** Pictures of books, teachers, banners: public, so kept; children's avatars are not. */
const PICTURES = /^\/(static\/|uploads\/(content|teachers)\/)/;
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    PICTURES.test(url.pathname),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push: the payload is JSON { title, body, link }.
self.addEventListener('push', (event) => {
  let data: { title: string; body: string; link: string | null } = {
    title: '',
    body: '',
    link: null,
  };
  try {
    data = event.data ? (event.data.json() as typeof data) : data;
  } catch {
    data.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(data.title || '', {
      body: data.body,
      icon: '/icons/icon-192.png',
      data: { link: data.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string | null } | null)?.link;
  const url = link ? `/#${link}` : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if ('focus' in w) {
          void w.navigate(url);
          return w.focus();
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
