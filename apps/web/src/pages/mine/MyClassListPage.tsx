import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useCredits } from '../../features/credits/api.ts';
import { GrantList } from '../../features/mall/components/GrantList.tsx';
import { go, switchTab } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';

/** 全部课时卡: every grant, usable first, then used up and expired ones. */
export default function MyClassListPage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const credits = useCredits();

  if (!token) return <LoginFirstPage />;
  let body;
  if (credits.isPending) body = <LoadingState fill />;
  else if (credits.isError) {
    body = (
      <ErrorState
        fill
        title={t('kebao.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void credits.refetch()}
      />
    );
  } else if (credits.data.grants.length === 0) {
    body = (
      <EmptyState
        fill
        title={t('kebao.grantsEmpty')}
        description={t('kebao.grantsEmptyHint')}
        action={
          <StateButton onClick={() => go(switchTab('/pages/mall/index'))}>
            {t('kebao.buy')}
          </StateButton>
        }
      />
    );
  } else {
    const rank = (g: { expired: boolean; remaining: number }) =>
      g.expired ? 2 : g.remaining <= 0 ? 1 : 0;
    const grants = [...credits.data.grants].sort((a, b) => rank(a) - rank(b));
    body = <GrantList grants={grants} label={t('kebao.all')} />;
  }
  return <Page>{body}</Page>;
}
