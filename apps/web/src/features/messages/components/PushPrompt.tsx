import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/errorReporter.ts';
import { enablePush, pushState } from '../push.ts';
import styles from './PushPrompt.module.css';

const DISMISSED = 'pushPromptDismissed';

/**
 * "Turn on lesson reminders?" after a booking: the moment a family sees why it helps. The
 * browser's permission prompt opens only when they tap yes; "not now" hides the card for good on
 * this device (通知设置 still has the switch). Nothing shows where push cannot work or was answered.
 */
export function PushPrompt() {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState(
    () => !['default', 'install'].includes(pushState()) || localStorage.getItem(DISMISSED) === '1',
  );
  const [busy, setBusy] = useState(false);
  if (hidden) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, '1');
    setHidden(true);
  };
  if (pushState() === 'install')
    return (
      <section className={styles.card} aria-labelledby="push-prompt-title">
        <h3 id="push-prompt-title">{t('notices.push.installTitle')}</h3>
        <p>{t('notices.push.install')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={dismiss}>
            {t('notices.push.installOk')}
          </button>
        </div>
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby="push-prompt-title">
      <h3 id="push-prompt-title">{t('notices.push.askTitle')}</h3>
      <p>{t('notices.push.askBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={dismiss}>
          {t('notices.push.askNo')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            enablePush(i18n.language === 'en' ? 'en' : 'zh')
              .catch(reportError)
              .finally(() => setHidden(true));
          }}
        >
          {t('notices.push.askYes')}
        </button>
      </div>
    </section>
  );
}
