import type { TFunction } from 'i18next';
import { isApiError, NETWORK_ERROR } from './request.ts';

/** What to show for a failed call: the server's message (in the console's language). */
export function errorText(e: unknown, t: TFunction): string {
  if (isApiError(e)) return e.code === NETWORK_ERROR ? t('common.networkError') : e.message;
  return t('common.loadFailed');
}
