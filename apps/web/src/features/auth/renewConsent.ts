import { acceptConsent as acceptConsentCall, viewConsent } from '@school/contract/api/basic';
import type { ConsentState } from '@school/contract/api/basic';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { acceptConsent } from './consent.ts';

/**
 * A new version of the user agreement or the children's privacy policy (issue 14): the server
 * says whether this account accepted the current versions (consent/view); the app asks once per
 * visit, and the guardian who has not is shown the new texts before going on. Accepting records
 * the versions shown (consent/accept refuses any that is no longer current).
 */

export const RENEW_CONSENT_PATH = '/pages/xieyi/confirm?renew=1';

let known: { token: string; state: ConsentState } | null = null;

/** The account's consent state, asked once per visit and token. */
export async function consentState(signal?: AbortSignal): Promise<ConsentState | null> {
  const token = useDataStore.getState().token;
  if (!token) return null;
  if (known?.token === token) return known.state;
  const state = await request(viewConsent, {}, { signal });
  known = { token, state };
  return state;
}

/** Accepts the versions the guardian was shown (the ones consent/view gave). */
export async function acceptCurrentVersions(): Promise<void> {
  const shown = await consentState();
  if (!shown) return;
  const state = await request(acceptConsentCall, {
    agreementVersion: shown.agreementVersion,
    privacyVersion: shown.privacyVersion,
  });
  const token = useDataStore.getState().token;
  known = token ? { token, state } : null;
  acceptConsent();
}

/** A newer version appeared meanwhile (2002): read it again, show it again. */
export function forgetConsentState() {
  known = null;
}
