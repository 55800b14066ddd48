import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { useCodeLogin } from '../../features/auth/api.ts';
import { acceptConsent, usePendingLogin, withdrawConsent } from '../../features/auth/consent.ts';
import { finishLogin } from '../../features/auth/session.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { go, navigateBack, navigateTo, reLaunch } from '../../lib/navigation.ts';
import { LOGIN_PATH } from '../../lib/routes.ts';
import { showToast } from '../../lib/toast.ts';
import { RenewConsent } from './RenewConsent.tsx';
import styles from './xieyi.module.css';

const sections = [
  { title: 'consent.collectTitle', items: 'consent.collect', color: 'var(--sky)' },
  { title: 'consent.useTitle', items: 'consent.use', color: 'var(--sun)' },
  { title: 'consent.promiseTitle', items: 'consent.promise', color: 'var(--brand)' },
] as const;

/**
 * Guardian consent before an account is created: what is collected and why, accept or refuse.
 * Accepting continues a waiting SMS login with `agreed: true`; refusing creates nothing. With
 * `?renew=1`, a signed-in guardian accepts the school's new versions (RenewConsent).
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  // A signed-in guardian asked to accept new versions (features/auth/renewConsent.ts).
  if (params.get('renew') === '1')
    return (
      <Page>
        <RenewConsent />
      </Page>
    );
  return <FirstConsent />;
}

function FirstConsent() {
  const { t } = useTranslation();
  const pending = usePendingLogin((s) => s.pending);
  const setPending = usePendingLogin((s) => s.setPending);
  const login = useCodeLogin();

  const accept = () => {
    acceptConsent();
    if (!pending) {
      showToast(t('consent.accepted'));
      go(navigateBack());
      return;
    }
    login.mutate(
      {
        phone: pending.phone,
        code: pending.code,
        agreed: true,
        ...(pending.passwordTicket ? { passwordTicket: true } : {}),
      },
      {
        onSuccess: (result) => {
          setPending(null);
          finishLogin(result, pending.phone, pending.next);
        },
        // A wrong or expired code: back to the form, which keeps what was typed and shows why
        // under the code (other failures were shown by the error catalogue).
        onError: (error) => {
          const found = fieldErrorOf(error);
          setPending({ ...pending, ...(found ? { error: found } : {}) });
          go(navigateBack());
        },
      },
    );
  };

  const refuse = () => {
    setPending(null);
    withdrawConsent();
    showToast(t('consent.refused'));
    go(reLaunch(LOGIN_PATH));
  };

  return (
    <Page>
      <div className={styles.shield} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        >
          <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.3-7.5 9.5-4.3-1.2-7.5-5-7.5-9.5V6L12 3z" />
          <path d="M8.8 12.2l2.2 2.2 4.2-4.4" strokeLinecap="round" />
        </svg>
      </div>
      <h2 className={styles.heading}>{t('consent.heading')}</h2>
      <p className={styles.intro}>{t('consent.intro')}</p>
      {sections.map((s) => (
        <section key={s.title} className={styles.card}>
          <h3>
            <span className={styles.dot} style={{ background: s.color }} aria-hidden="true" />
            {t(s.title)}
          </h3>
          <ul>
            {t(s.items, { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <button
        type="button"
        className={styles.readFull}
        onClick={() => go(navigateTo('/pages/xieyi/index?tab=privacy'))}
      >
        {t('consent.readFull')}
      </button>
      <div className={styles.actions}>
        <button type="button" className={form.primary} onClick={accept} disabled={login.isPending}>
          {t('consent.accept')}
        </button>
        <button type="button" className={form.secondary} onClick={refuse}>
          {t('consent.refuse')}
        </button>
      </div>
    </Page>
  );
}
