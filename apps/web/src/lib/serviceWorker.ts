import { Workbox } from 'workbox-window';
import i18n from './i18n.ts';

/**
 * Registers the service worker (src/sw.ts; docs/design/running.md §14). Loaded after the page's `load` event
 * from its own chunk (main.tsx), so the login page's first download and first paint are as
 * before (the update dialog's code loads only when an update waits). A new version waits until the family agrees to reload: nothing they are typing is lost
 * to an update they did not ask for.
 */
export function startServiceWorker() {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', async () => {
    // The dialog's code (with its mask, ~25 kB) only when there is an update to ask about.
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    void Dialog.confirm({
      title: i18n.t('common.updateTitle'),
      'aria-label': i18n.t('common.updateTitle'),
      content: i18n.t('common.updateBody'),
      confirmText: i18n.t('common.updateNow'),
      cancelText: i18n.t('common.updateLater'),
    }).then((ok) => {
      if (!ok) return;
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register().catch(() => undefined);
}
