import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { Section } from '../../components/Section.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { Bill } from '../../features/orders/api.ts';
import { useBills, useOrder } from '../../features/orders/api.ts';
import { hasOrder, OrderStates } from '../../features/orders/components/OrderStates.tsx';
import { OrderSummary } from '../../features/orders/components/OrderSummary.tsx';
import { useCountdown } from '../../features/orders/rules.ts';
import { useOrderActions } from '../../features/orders/useOrderActions.tsx';
import { formatFen } from '../../lib/money.ts';
import { go, redirectTo } from '../../lib/navigation.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './OrderDetailPage.module.css';

function Bills({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const bills = useBills(orderId);
  let body;
  if (bills.isPending) body = <LoadingState />;
  else if (bills.isError) {
    body = (
      <ErrorState
        title={t('order.billsFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void bills.refetch()}
      />
    );
  } else if (bills.data.length === 0) {
    body = <p className={styles.muted}>{t('order.billsEmpty')}</p>;
  } else {
    body = (
      <ul className={styles.bills}>
        {bills.data.map((b: Bill) => (
          <li key={b.id}>
            <div className={styles.billHead}>
              <strong>{t(`order.gateway.${b.gateway}`)}</strong>
              <span className={`${styles.billStatus} ${styles[b.status] ?? ''}`}>
                {t(`order.billStatus.${b.status}`)}
              </span>
            </div>
            <div className={styles.billMeta}>
              <span>{b.billNo}</span>
              <span>{formatFen(b.amount)}</span>
            </div>
            <div className={styles.billMeta}>
              <span>{fmt.dateTime(b.paidAt ?? b.createdAt)}</span>
              {b.tradeNo && (
                <span>
                  {t('order.tradeNo')} {b.tradeNo}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return <Section title={t('order.bills')}>{body}</Section>;
}

/** 订单详情 (?id=): the order, its payment attempts and what can be done with it. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const token = useDataStore((s) => s.token);
  const order = useOrder(token ? id : undefined);
  const actions = useOrderActions();
  const countdown = useCountdown(
    order.data?.status === 'pending' ? order.data.expiresAt : undefined,
  );

  if (!hasOrder(order, !token || id === undefined)) {
    return <OrderStates order={order} missing={!token || id === undefined} />;
  }
  const o = order.data;
  const pending = o.status === 'pending' && !countdown.expired;
  return (
    <Page>
      {pending && (
        <p className={styles.banner} role="timer">
          {t('order.expiresIn', { time: countdown.text })}
        </p>
      )}
      <OrderSummary order={o} full />
      <div className={styles.sectionWrap}>
        <Bills orderId={o.id} />
      </div>
      <div className={styles.actions}>
        {o.canCancel && pending && (
          <button
            type="button"
            className={styles.ghost}
            onClick={() => actions.cancel(o)}
            disabled={actions.cancellingId === o.id}
          >
            {t('order.cancel')}
          </button>
        )}
        {o.canPay && pending && (
          <button type="button" className={styles.solid} onClick={() => actions.pay(o)}>
            {t('order.payAgain')}
          </button>
        )}
        {o.canReview && (
          <button type="button" className={styles.solid} onClick={() => actions.review(o)}>
            {t('order.review')}
          </button>
        )}
        {o.status === 'paid' && (
          <button
            type="button"
            className={styles.ghost}
            onClick={() => go(redirectTo('/pages/choose/choose'))}
          >
            {t('result.book')}
          </button>
        )}
      </div>
    </Page>
  );
}
