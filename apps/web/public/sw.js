/* global self */
// The app's service worker: it only shows Web Push notifications (issue #18) and opens the app
// where a tapped one points. It caches nothing. The payload is JSON { title, body, link }.
self.addEventListener('push', (event) => {
  let data = { title: '', body: '', link: null };
  try {
    data = event.data ? event.data.json() : data;
  } catch {
    data.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(data.title || '', {
      body: data.body,
      icon: '/favicon.svg',
      data: { link: data.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  const url = link ? `/#${link}` : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if ('focus' in w) {
          w.navigate(url);
          return w.focus();
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
