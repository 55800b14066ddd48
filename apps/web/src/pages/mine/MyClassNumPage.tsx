import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { MenuList } from '../../components/MenuList.tsx';
import { Page } from '../../components/Page.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useCredits } from '../../features/credits/api.ts';
import { CreditProgress } from '../../features/credits/components/CreditProgress.tsx';
import { GrantList } from '../../features/mall/components/GrantList.tsx';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './MyClassNumPage.module.css';

/**
 * 我的课时: balance, credits used and expired, and each usable grant (myKeBao, kept in the store)
 * with its remaining lessons and expiry; links to every grant and to the ledger.
 */
export default function MyClassNumPage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const credits = useCredits();

  if (!token) {
    return (
      <Page>
        <EmptyState
          fill
          title={t('pay.loginFirst')}
          action={
            <StateButton onClick={() => go(navigateTo('/pages/login/login'))}>
              {t('pay.login')}
            </StateButton>
          }
        />
      </Page>
    );
  }
  if (credits.isPending) {
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (credits.isError) {
    return (
      <Page>
        <ErrorState
          fill
          title={t('kebao.loadFailed')}
          description={t('ui.tapRetry')}
          onRetry={() => void credits.refetch()}
        />
      </Page>
    );
  }

  const summary = credits.data;
  const usable = summary.grants.filter((g) => !g.expired && g.remaining > 0);
  return (
    <Page>
      <PullRefresh onRefresh={() => credits.refetch()}>
        <div className={styles.hero}>
          <CreditProgress summary={summary} />
        </div>
        <div className={styles.links}>
          <MenuList
            items={[
              {
                key: 'ledger',
                label: t('kebao.ledger'),
                icon: 'history',
                color: 'var(--sky)',
                onClick: () => go(navigateTo('/pages/course/courseprogress')),
              },
              {
                key: 'all',
                label: t('kebao.all'),
                icon: 'card',
                color: 'var(--orange)',
                onClick: () => go(navigateTo('/pages/mine/myclasslist')),
              },
            ]}
          />
        </div>
        <h2 className={styles.heading}>{t('kebao.grants')}</h2>
        {usable.length === 0 ? (
          <EmptyState
            title={t('kebao.grantsEmpty')}
            description={t('kebao.grantsEmptyHint')}
            action={
              <StateButton onClick={() => go(switchTab('/pages/mall/index'))}>
                {t('kebao.buy')}
              </StateButton>
            }
          />
        ) : (
          <>
            <GrantList grants={usable} label={t('kebao.grants')} />
            <button
              type="button"
              className={styles.buy}
              onClick={() => go(switchTab('/pages/mall/index'))}
            >
              {t('kebao.buy')}
            </button>
          </>
        )}
      </PullRefresh>
    </Page>
  );
}
