/* global window */
// The offline page (served by the service worker when a page cannot be fetched) goes back to the
// app as soon as the server answers again: on the browser's `online` event, and by asking every
// few seconds (a network that comes back does not always say so). An external file: the policy
// is script-src 'self'.
const back = () =>
  fetch('/api/health', { cache: 'no-store' })
    .then((res) => {
      if (res.ok) window.location.replace('/');
    })
    .catch(() => undefined);
window.addEventListener('online', back);
setInterval(back, 3000);
