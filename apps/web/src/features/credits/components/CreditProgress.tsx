import { useTranslation } from 'react-i18next';
import type { CreditSummary } from '../api.ts';
import { usedShare } from '../api.ts';
import styles from './Credits.module.css';

/** The balance, and a bar of credits used against credits left. */
export function CreditProgress({ summary }: { summary: CreditSummary }) {
  const { t } = useTranslation();
  const share = usedShare(summary);
  return (
    <section className={styles.hero} aria-label={t('credits.summary')}>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('credits.balance')}</span>
        <strong className={styles.balanceValue} data-testid="credit-balance">
          {summary.balance}
        </strong>
        <span className={styles.unit}>{t('credits.unit')}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('credits.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={summary.used + summary.balance}
        aria-valuenow={summary.used}
        aria-valuetext={t('credits.progressText', { used: summary.used, left: summary.balance })}
      >
        <span className={styles.fill} style={{ width: `${share * 100}%` }} />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('credits.used')}</dt>
          <dd>{summary.used}</dd>
        </div>
        <div>
          <dt>{t('credits.left')}</dt>
          <dd>{summary.balance}</dd>
        </div>
        <div>
          <dt>{t('credits.total')}</dt>
          <dd>{summary.total}</dd>
        </div>
        {summary.refunded > 0 && (
          <div>
            <dt>{t('credits.refunded')}</dt>
            <dd>{summary.refunded}</dd>
          </div>
        )}
        {summary.expired > 0 && (
          <div>
            <dt>{t('credits.expired')}</dt>
            <dd>{summary.expired}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
