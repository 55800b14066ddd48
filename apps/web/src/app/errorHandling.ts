import { ErrorCode } from '@school/contract/errors';
import i18n from '../lib/i18n.ts';
import { currentUrl, go, reLaunch } from '../lib/navigation.ts';
import { ApiError, isApiError } from '../lib/request.ts';
import { isLoginPage, LOGIN_PATH } from '../lib/routes.ts';
import { useDataStore } from '../lib/store.ts';
import { showErrorToast } from '../lib/toast.ts';

/**
 * The error catalogue of spec §8, applied in this one place for every failed call (wired to
 * TanStack Query's caches in queryClient.ts; direct calls pass their errors here too):
 * - 1002 / 1003: forget the token, go to the login page, show the server's message;
 * - 3005: go to the login page and show the message (or "request failed") for 2 s;
 * - any other nonzero code: show the message (or "request failed") for 2 s;
 * - network failure or time-out: "server unknown error, please try again later";
 * - an aborted call: nothing (the user or the app cancelled it).
 */

const handled = new WeakSet<object>();

function toLogin() {
  useDataStore.getState().clearSession();
  if (isLoginPage(currentUrl())) return;
  go(reLaunch(LOGIN_PATH));
}

const SESSION_CODES: ReadonlySet<number> = new Set([
  ErrorCode.NOT_LOGGED_IN,
  ErrorCode.LOGIN_EXPIRED,
  ErrorCode.ACCOUNT_DISABLED,
]);

/** 1002 / 1003 / 3005: the session is over, even for a call whose screen shows its own errors. */
export const endsSession = (error: unknown): boolean =>
  isApiError(error) && !error.transport && SESSION_CODES.has(error.code);

export function handleApiError(error: unknown): void {
  if (error && typeof error === 'object') {
    if (handled.has(error)) return;
    handled.add(error);
  }
  const t = i18n.t.bind(i18n);
  if (!isApiError(error)) {
    console.error(error);
    showErrorToast(t('common.requestFailed'));
    return;
  }
  if (error.transport === 'abort') return;
  if (error.transport) {
    showErrorToast(t('common.networkError'));
    return;
  }
  const message = error.message || t('common.requestFailed');
  switch (error.code) {
    case ErrorCode.NOT_LOGGED_IN:
    case ErrorCode.LOGIN_EXPIRED:
    case ErrorCode.ACCOUNT_DISABLED:
      toLogin();
      showErrorToast(message);
      return;
    default:
      showErrorToast(message);
  }
}

/** For a direct call: runs it, hands a failure to the catalogue, and resolves undefined then. */
export async function withErrorHandling<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (e) {
    handleApiError(e);
    return undefined;
  }
}

export { ApiError };
