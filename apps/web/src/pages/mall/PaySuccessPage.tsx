import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { useCredits } from '../../features/credits/api.ts';
import { useBills, useOrder } from '../../features/orders/api.ts';
import { hasOrder, OrderStates } from '../../features/orders/components/OrderStates.tsx';
import { OrderSummary } from '../../features/orders/components/OrderSummary.tsx';
import { payResult, POLL_INTERVAL_MS } from '../../features/orders/rules.ts';
import { go, navigateTo, redirectTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './PaySuccessPage.module.css';

const ICONS = {
  paid: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  failed: <path d="M7 7l10 10M17 7L7 17" />,
  ended: <path d="M7 12h10" />,
  timeout: <path d="M12 7v5l3 2" />,
} as const;

/**
 * 订单结果: where the gateway sends the family back. Asks the server about the order every 2 s
 * (the server checks with the gateway when its notification is late) until it is paid, the payment
 * failed, or the order ended, for at most 2 minutes; then offers to book with the new credits.
 */
export default function PaySuccessPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const id = idParam(query.orderId ?? query.id);
  const token = useDataStore((s) => s.token);
  const queryClient = useQueryClient();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [polling, setPolling] = useState(true);

  const order = useOrder(token ? id : undefined, polling ? POLL_INTERVAL_MS : false);
  const bills = useBills(token ? id : undefined, polling ? POLL_INTERVAL_MS : false);
  const lastBillFailed = bills.data?.[0]?.status === 'failed';
  const result = payResult(order.data, now - startedAt, lastBillFailed);
  const credits = useCredits(result === 'paid');

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [polling]);

  useEffect(() => {
    if (result !== 'waiting') setPolling(false);
    if (result === 'paid') void queryClient.invalidateQueries({ queryKey: ['credits'] });
  }, [result, queryClient]);

  const checkAgain = () => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
    setPolling(true);
    void order.refetch();
    void bills.refetch();
  };

  if (!hasOrder(order, !token || id === undefined)) {
    return (
      <OrderStates
        order={order}
        missing={!token || id === undefined}
        loadingLabel={t('result.waiting')}
        onRetry={checkAgain}
      />
    );
  }
  const o = order.data;
  const viewOrder = (
    <button
      type="button"
      className={styles.secondary}
      onClick={() => go(redirectTo(`/pages/mine/orderDetail?id=${o.id}`))}
    >
      {t('result.viewOrder')}
    </button>
  );

  let hero;
  let actions;
  if (result === 'waiting') {
    hero = (
      <section className={styles.hero} data-state="waiting">
        <div className={styles.spinner} aria-hidden="true" />
        <h2 role="status">{t('result.waiting')}</h2>
        <p>{t('result.waitingHint')}</p>
      </section>
    );
    actions = <div className={styles.actions}>{viewOrder}</div>;
  } else if (result === 'paid') {
    hero = (
      <section className={styles.hero} data-state="paid">
        <div className={`${styles.icon} ${styles.paid}`} aria-hidden="true">
          <svg viewBox="0 0 24 24">{ICONS.paid}</svg>
        </div>
        <h2 role="status">{t('result.paid')}</h2>
        <p data-testid="credits-added">{t('result.paidHint', { n: o.lessonTotal })}</p>
        {credits.data && (
          <p className={styles.balance} data-testid="credits-balance">
            {t('result.balance', { n: credits.data.balance })}
          </p>
        )}
      </section>
    );
    actions = (
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => go(redirectTo('/pages/choose/choose'))}
        >
          {t('result.book')}
        </button>
        {viewOrder}
        {o.canReview && (
          <button
            type="button"
            className={styles.text}
            onClick={() => go(navigateTo(`/pages/mall/comment?orderId=${o.id}`))}
          >
            {t('result.comment')}
          </button>
        )}
      </div>
    );
  } else {
    const key = result;
    hero = (
      <section className={styles.hero} data-state={key}>
        <div className={`${styles.icon} ${styles[key]}`} aria-hidden="true">
          <svg viewBox="0 0 24 24">{ICONS[key]}</svg>
        </div>
        <h2 role="status">{t(`result.${key}`)}</h2>
        <p>{t(`result.${key}Hint`, { status: t(`order.status.${o.status}`) })}</p>
      </section>
    );
    actions = (
      <div className={styles.actions}>
        {result === 'timeout' && (
          <button type="button" className={styles.primary} onClick={checkAgain}>
            {t('result.checkAgain')}
          </button>
        )}
        {result === 'failed' && o.canPay && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => go(redirectTo(`/pages/mall/payorder?id=${o.id}`))}
          >
            {t('result.payAgain')}
          </button>
        )}
        {viewOrder}
      </div>
    );
  }

  return (
    <Page>
      {hero}
      <OrderSummary order={o} full />
      {actions}
    </Page>
  );
}
