import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../../components/EmptyState.tsx';
import { Page } from '../../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { go, redirectTo } from '../../../lib/navigation.ts';
import { isApiError } from '../../../lib/request.ts';
import type { Order } from '../api.ts';

interface Props {
  order: UseQueryResult<Order>;
  /** No order to ask for (no id in the route, or not logged in). */
  missing: boolean;
  loadingLabel?: string;
  /** What 重试 does on a failed load; refetching the order by default. */
  onRetry?: () => void;
}

/**
 * The states every order page shares before it has an order to show: no such order (or not the
 * caller's: 2001) with a way to the order list, loading, and a failed load with retry. A page
 * renders it until `hasOrder` says the order is there.
 */
export function OrderStates({ order, missing, loadingLabel, onRetry }: Props): ReactElement {
  const { t } = useTranslation();
  if (missing || (isApiError(order.error) && order.error.code === 2001)) {
    return (
      <Page>
        <EmptyState
          fill
          title={t('pay.noOrder')}
          description={t('pay.noOrderHint')}
          action={
            <StateButton onClick={() => go(redirectTo('/pages/mine/order'))}>
              {t('pay.toOrders')}
            </StateButton>
          }
        />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page>
        <ErrorState
          fill
          title={t('pay.orderFailed')}
          description={t('ui.tapRetry')}
          onRetry={onRetry ?? (() => void order.refetch())}
        />
      </Page>
    );
  }
  return (
    <Page>
      <LoadingState fill label={loadingLabel} />
    </Page>
  );
}

/** True when the page has an order to show (otherwise it renders `OrderStates`). */
export const hasOrder = (
  order: UseQueryResult<Order>,
  missing: boolean,
): order is UseQueryResult<Order> & { data: Order } => !missing && order.data !== undefined;
