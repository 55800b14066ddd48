import { logout } from '@school/contract/api/basic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../features/auth/components/AuthForm.module.css';
import { acceptCurrentVersions, forgetConsentState } from '../../features/auth/renewConsent.ts';
import { LegalDocument } from '../../features/content/components/LegalDocument.tsx';
import { go, reLaunch } from '../../lib/navigation.ts';
import { request } from '../../lib/request.ts';
import { HOME_PATH, LOGIN_PATH } from '../../lib/routes.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import styles from './xieyi.module.css';

const errorCode = (e: unknown) => (e as { code?: unknown } | null)?.code;

/**
 * The school published a new user agreement or privacy policy: a signed-in guardian reads the
 * current texts and accepts them (the versions shown are recorded for the account), or leaves
 * (signed out: the app cannot be used without consent).
 */
export function RenewConsent() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // Shown again from the server when a newer version appeared while reading.
  const [round, setRound] = useState(0);

  const accept = async () => {
    setBusy(true);
    try {
      await acceptCurrentVersions();
      showToast(t('consent.accepted'));
      go(reLaunch(HOME_PATH));
    } catch (e) {
      if (errorCode(e) === 2002) {
        forgetConsentState();
        setRound((r) => r + 1);
        showToast(t('consent.changedAgain'));
      }
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    await request(logout, {}).catch(() => undefined);
    useDataStore.getState().clearSession();
    showToast(t('consent.renewLeft'));
    go(reLaunch(LOGIN_PATH));
  };

  return (
    <>
      <h2 className={styles.heading}>{t('consent.renewHeading')}</h2>
      <p className={styles.intro}>{t('consent.renewIntro')}</p>
      <div key={round} className={styles.renewDocs}>
        <LegalDocument kind="privacy" />
        <LegalDocument kind="agreement" />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={form.primary}
          onClick={() => void accept()}
          disabled={busy}
        >
          {t('consent.accept')}
        </button>
        <button type="button" className={form.secondary} onClick={() => void leave()}>
          {t('consent.renewLeave')}
        </button>
      </div>
    </>
  );
}
