import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { Section } from '../../components/Section.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { CreditSummary } from '../../features/credits/api.ts';
import { useCredits, useLedger } from '../../features/credits/api.ts';
import { CreditProgress } from '../../features/credits/components/CreditProgress.tsx';
import creditStyles from '../../features/credits/components/Credits.module.css';
import { LedgerItem } from '../../features/credits/components/LedgerItem.tsx';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import { schoolDate, useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './CourseProgressPage.module.css';

function Grants({ grants }: { grants: CreditSummary['grants'] }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  if (grants.length === 0) return null;
  return (
    <Section title={t('credits.grants')}>
      <ul className={creditStyles.grants}>
        {grants.map((g) => (
          <li
            key={g.id}
            className={`${creditStyles.grant} ${g.expired ? creditStyles.isExpired : ''}`}
          >
            <span className={creditStyles.kind}>{t(`credits.kind.${g.kind}`)}</span>
            <span className={creditStyles.grantName}>
              {g.name}
              <small>
                {g.expired
                  ? t('credits.expiredOn', { date: fmt.monthDay(schoolDate(g.expiresAt)) })
                  : t('credits.expiresOn', { date: schoolDate(g.expiresAt) })}
              </small>
            </span>
            <span className={creditStyles.grantLeft}>
              <strong>{g.remaining}</strong>/{g.total}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Ledger() {
  const { t } = useTranslation();
  const ledger = useLedger();
  let body;
  if (ledger.isPending) body = <LoadingState />;
  else if (ledger.isError && ledger.entries.length === 0) {
    body = (
      <ErrorState
        title={t('credits.ledgerFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void ledger.refetch()}
      />
    );
  } else if (ledger.entries.length === 0) {
    body = <EmptyState icon="box" title={t('credits.ledgerEmpty')} />;
  } else {
    body = (
      <>
        <ul className={styles.ledger}>
          {ledger.entries.map((entry) => (
            <LedgerItem key={entry.id} entry={entry} />
          ))}
        </ul>
        <LoadMore
          hasMore={ledger.hasNextPage}
          loading={ledger.isFetchingNextPage}
          failed={ledger.isFetchNextPageError}
          onLoad={() => void ledger.fetchNextPage()}
          showEnd={(ledger.data?.pages.length ?? 0) > 1}
        />
      </>
    );
  }
  return (
    <Section title={t('credits.ledger')} className={styles.flat}>
      {body}
    </Section>
  );
}

/** 课耗进度: credits used against credits left, the grants, and every change of credits. */
export default function CourseProgressPage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const credits = useCredits();

  if (!token) {
    return (
      <Page>
        <EmptyState
          fill
          title={t('course.loginTitle')}
          action={
            <StateButton onClick={() => go(navigateTo('/pages/login/login'))}>
              {t('course.login')}
            </StateButton>
          }
        />
      </Page>
    );
  }

  return (
    <Page flush>
      <div className={styles.top}>
        {credits.isPending ? (
          <LoadingState />
        ) : credits.isError ? (
          <ErrorState
            title={t('credits.loadFailed')}
            description={t('ui.tapRetry')}
            onRetry={() => void credits.refetch()}
          />
        ) : (
          <>
            <CreditProgress summary={credits.data} />
            {credits.data.balance === 0 && (
              <div className={styles.buy}>
                <span>
                  {/* A family that never had credits is told where to get some, not that they ran out. */}
                  {credits.data.grants.length === 0 && credits.data.used === 0
                    ? t('credits.noneYet')
                    : t('credits.noneLeft')}
                </span>
                <button type="button" onClick={() => go(switchTab('/pages/mall/index'))}>
                  {t('credits.buy')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {credits.data && <Grants grants={credits.data.grants} />}
      <Ledger />
    </Page>
  );
}
