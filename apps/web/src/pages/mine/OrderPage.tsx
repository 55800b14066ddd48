import type { OrderStatus } from '@school/contract/api/mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useOrders } from '../../features/orders/api.ts';
import { OrderCard } from '../../features/orders/components/OrderCard.tsx';
import { ORDER_STATUSES } from '../../features/orders/rules.ts';
import { useOrderActions } from '../../features/orders/useOrderActions.tsx';
import { go, switchTab } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './OrderPage.module.css';

type Tab = OrderStatus | 'all';
const TABS: readonly Tab[] = ['all', ...ORDER_STATUSES.filter((s) => s !== 'refunded')];
const tabParam = (value: string | undefined): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';

function Orders({ status }: { status: Tab }) {
  const { t } = useTranslation();
  const orders = useOrders(status);
  const actions = useOrderActions();
  if (orders.isPending) return <LoadingState />;
  if (orders.isError && orders.orders.length === 0) {
    return (
      <ErrorState
        title={t('order.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.orders.length === 0) {
    return (
      <EmptyState
        icon="box"
        title={
          status === 'all'
            ? t('order.empty')
            : t('order.emptyStatus', { status: t(`order.status.${status}`) })
        }
        description={status === 'all' ? t('order.emptyHint') : undefined}
        action={
          <StateButton onClick={() => go(switchTab('/pages/mall/index'))}>
            {t('mall.toMall')}
          </StateButton>
        }
      />
    );
  }
  return (
    <PullRefresh onRefresh={() => orders.refetch()}>
      <ul className={styles.list}>
        {orders.orders.map((o) => (
          <OrderCard
            key={o.id}
            order={o}
            onOpen={() => actions.open(o)}
            onPay={() => actions.pay(o)}
            onCancel={() => actions.cancel(o)}
            onReview={() => actions.review(o)}
            cancelling={actions.cancellingId === o.id}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        failed={orders.isFetchNextPageError}
        onLoad={() => void orders.fetchNextPage()}
        showEnd={(orders.data?.pages.length ?? 0) > 1}
      />
    </PullRefresh>
  );
}

/** 我的订单: every order of the family by status, with cancel and pay-again for unpaid ones. */
export default function OrderPage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const [tab, setTab] = useState<Tab>(tabParam(usePageQuery().status));

  if (!token) return <LoginFirstPage />;

  return (
    <Page flush>
      <div className={styles.tabs} role="tablist" aria-label={t('order.tabs')}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={tab === s}
            className={styles.tab}
            onClick={() => setTab(s)}
          >
            {s === 'all' ? t('order.all') : t(`order.status.${s}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.panel}>
        <Orders key={tab} status={tab} />
      </div>
    </Page>
  );
}
