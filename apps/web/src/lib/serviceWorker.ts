import i18n from './i18n.ts';

/**
 * Registers the service worker (src/sw.ts; docs/design/running.md §14). Loaded after the page's
 * `load` event from its own chunk (main.tsx), so the login page's first download and first paint
 * are as before. It uses the browser's own API rather than workbox-window: the ~2.8 kB that
 * library adds counted against the login page's 120 kB budget, and waiting for an update needs
 * only `updatefound` and `statechange`. The update dialog's code loads only when an update waits.
 * A new version waits until the family agrees to reload: nothing they are typing is lost to an
 * update they did not ask for.
 */
export function startServiceWorker() {
  const sw = navigator.serviceWorker;
  let asked = false;
  const ask = async (waiting: ServiceWorker) => {
    if (asked) return;
    asked = true;
    // The dialog's code (with its mask, ~25 kB) only when there is an update to ask about.
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    const ok = await Dialog.confirm({
      title: i18n.t('common.updateTitle'),
      'aria-label': i18n.t('common.updateTitle'),
      content: i18n.t('common.updateBody'),
      confirmText: i18n.t('common.updateNow'),
      cancelText: i18n.t('common.updateLater'),
    });
    if (!ok) return;
    sw.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  sw.register('/sw.js')
    .then((registration) => {
      // Only an update asks: the first worker of a page that no worker controls yet just installs.
      if (registration.waiting && sw.controller) void ask(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && sw.controller) void ask(installing);
        });
      });
    })
    .catch(() => undefined);
}
