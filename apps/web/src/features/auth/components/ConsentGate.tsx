import { useEffect } from 'react';
import { go, redirectTo } from '../../../lib/navigation.ts';
import { useDataStore } from '../../../lib/store.ts';
import { consentState, RENEW_CONSENT_PATH } from '../renewConsent.ts';

/**
 * Sends a signed-in guardian whose account has not accepted the current agreement versions to
 * the consent screen (the new texts, accept or leave). Renders nothing; the check runs beside the
 * page's own calls, so the page is not slower for it. Teachers are never asked.
 */
export function ConsentGate() {
  const token = useDataStore((s) => s.token);
  const student = useDataStore((s) => s.userInfo.role !== 'teacher');
  useEffect(() => {
    if (!token || !student) return;
    const controller = new AbortController();
    consentState(controller.signal)
      .then((state) => {
        if (state?.required && !controller.signal.aborted) go(redirectTo(RENEW_CONSENT_PATH));
      })
      // Offline or signed out meanwhile: the page's own calls say so.
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, student]);
  return null;
}
