import type { viewCredits } from '@school/contract/api/credits';
import type { OutputOf } from '@school/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { schoolDate } from '../../../lib/schoolTime.ts';
import styles from './Grants.module.css';

export type Grant = OutputOf<typeof viewCredits>['grants'][number];

const KIND_LABEL = { card: 'mall.card', pack: 'mall.pack', gift: 'credits.kind.gift' } as const;

/**
 * The family's 课包 (myKeBao): each grant with its remaining lessons, expiry and what it can pay
 * for (a course pack: lessons of its level only; a card or gift: any lesson).
 */
export function GrantList({ grants, label }: { grants: Grant[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grants} aria-label={label}>
      {grants.map((g) => {
        const done = g.expired || g.remaining <= 0;
        const share = g.total > 0 ? Math.max(0, Math.min(1, g.remaining / g.total)) : 0;
        return (
          <li key={g.id} className={`${styles.grant} ${done ? styles.done : ''}`}>
            <div className={styles.top}>
              <span className={`${styles.kind} ${styles[g.kind]}`}>{t(KIND_LABEL[g.kind])}</span>
              {g.courseLevel !== null && (
                <span className={`${styles.kind} ${styles.level}`} data-testid="grant-level">
                  {t('packs.level', { n: g.courseLevel })}
                </span>
              )}
              <strong className={styles.name}>{g.name}</strong>
              <span className={styles.left} data-testid="grant-remaining">
                {g.expired
                  ? t('kebao.expired')
                  : g.remaining <= 0
                    ? t('kebao.usedUp')
                    : t('kebao.left', { n: g.remaining })}
              </span>
            </div>
            <div className={styles.bar} aria-hidden="true">
              <span style={{ width: `${share * 100}%` }} />
            </div>
            <div className={styles.bottom}>
              <span>
                {t('kebao.of', { n: g.total })} ·{' '}
                {g.courseLevel !== null
                  ? t('packs.onlyLevel', { n: g.courseLevel })
                  : t('packs.anyLevel')}
              </span>
              <span>
                {g.expired
                  ? t('kebao.expiredOn', { date: schoolDate(g.expiresAt) })
                  : t('kebao.expires', { date: schoolDate(g.expiresAt) })}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
