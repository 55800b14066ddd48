import { useTranslation } from 'react-i18next';
import { go, reLaunch } from '../../lib/navigation.ts';
import { LOGIN_PATH } from '../../lib/routes.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import { useLogout } from './api.ts';

/**
 * 退出登录 after a confirm: the server revokes the session, this device forgets it (whatever the
 * server answers: it may already be gone; the cached answers go with it, see queryClient.ts), a
 * toast says so and the login page opens. The texts are the asking screen's own.
 */
export function useLogoutFlow(texts: { confirm: string; action: string; done: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const start = async () => {
    // Loaded on the tap: this file sits with the login screens' code (vite.config.ts's `auth`
    // group), and the dialog with its animation library would otherwise be in login's download.
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    const ok = await Dialog.confirm({
      content: texts.confirm,
      confirmText: texts.action,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    logout.mutate(undefined, {
      onSettled: () => {
        useDataStore.getState().clearSession();
        showToast(texts.done);
        go(reLaunch(LOGIN_PATH));
      },
    });
  };
  return { start, pending: logout.isPending };
}
