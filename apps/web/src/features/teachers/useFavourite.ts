import { useTranslation } from 'react-i18next';
import { AUTH_REDIRECT_PATH, go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import { useToggleFavourite } from './api.ts';

/**
 * The favourite toggle as screens use it: a visitor who is not logged in goes to the login page
 * first; otherwise the change is sent and confirmed with a short toast.
 */
export function useFavourite() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const mutation = useToggleFavourite();
  const toggle = (teacherId: number, collected: boolean) => {
    if (!token) {
      showToast(t('teacher.loginFirst'));
      go(navigateTo(AUTH_REDIRECT_PATH));
      return;
    }
    mutation.mutate(
      { teacherId, collected },
      {
        onSuccess: (out) =>
          showToast(out.collected ? t('teacher.collectedToast') : t('teacher.uncollectedToast')),
      },
    );
  };
  return {
    toggle,
    pendingId: mutation.isPending ? mutation.variables?.teacherId : undefined,
  };
}
