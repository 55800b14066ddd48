import type { clientLogin } from '@school/contract/api/basic';
import type { OutputOf } from '@school/contract/endpoint';
import i18n from '../../lib/i18n.ts';
import { go, redirectTo, switchTab } from '../../lib/navigation.ts';
import { HOME_PATH, isTabPage, TEACHER_HOME_PATH } from '../../lib/routes.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { usePasswordTicket } from './ticket.ts';

/**
 * Keeps the new session (token + userInfo), says so, and opens the next page (home by default; a
 * teacher account's home is the teacher's area instead of the student's tabs).
 */
export function finishLogin(result: OutputOf<typeof clientLogin>, phone: string, next = HOME_PATH) {
  useDataStore.getState().login(result.token, result.userInfo, phone);
  if (result.passwordTicket)
    usePasswordTicket.getState().setTicket({ phone, ticket: result.passwordTicket });
  showSuccessToast(i18n.t('auth.loginSuccess'));
  const target = result.userInfo.role === 'teacher' && isTabPage(next) ? TEACHER_HOME_PATH : next;
  go(isTabPage(target) ? switchTab(target) : redirectTo(target));
}
