import type { Gateway } from '@school/contract/api/mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { useOrder, usePayGateways, usePayOrder } from '../../features/orders/api.ts';
import { hasOrder, OrderStates } from '../../features/orders/components/OrderStates.tsx';
import { OrderSummary } from '../../features/orders/components/OrderSummary.tsx';
import {
  gatewaysToShow,
  inWechat,
  openPayPage,
  payScene,
  useCountdown,
} from '../../features/orders/rules.ts';
import { formatFen } from '../../lib/money.ts';
import { go, redirectTo, switchTab } from '../../lib/navigation.ts';
import { isApiError } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './PayOrderPage.module.css';

const GATEWAY_ICONS: Record<Gateway, string> = { sandbox: '¥', alipay: '支', wechat: '微' };

/**
 * 支付订单: what is bought and the amount, the payment method, a live count-down to the order's
 * expiry, and 去支付 (a bill at the gateway, then its page in this window).
 */
export default function PayOrderPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const id = idParam(query.id ?? query.orderId);
  const token = useDataStore((s) => s.token);
  const order = useOrder(token ? id : undefined);
  const pay = usePayOrder();
  const offered = usePayGateways();
  const ua = navigator.userAgent;
  const { shown } = gatewaysToShow(offered.data, ua);
  const [chosen, setGateway] = useState<Gateway | null>(null);
  const gateway: Gateway | undefined = chosen && shown.includes(chosen) ? chosen : shown[0];
  const [closedGateway, setClosedGateway] = useState<Partial<Record<Gateway, string>>>({});
  const [leaving, setLeaving] = useState(false);
  const countdown = useCountdown(
    order.data?.status === 'pending' ? order.data.expiresAt : undefined,
  );

  if (!token) return <LoginFirstPage />;
  const toOrders = (
    <StateButton onClick={() => go(redirectTo('/pages/mine/order'))}>
      {t('pay.toOrders')}
    </StateButton>
  );
  if (!hasOrder(order, id === undefined)) {
    return <OrderStates order={order} missing={id === undefined} />;
  }
  const o = order.data;
  if (o.status === 'paid') {
    return (
      <Page>
        <EmptyState
          fill
          icon="sparkle"
          title={t('result.paid')}
          description={t('result.paidHint', { n: o.lessonTotal })}
          action={
            <StateButton onClick={() => go(redirectTo(`/pages/mine/orderDetail?id=${o.id}`))}>
              {t('pay.viewOrder')}
            </StateButton>
          }
        />
      </Page>
    );
  }
  const expired = o.status === 'closed' || (o.status === 'pending' && countdown.expired);
  if (expired) {
    return (
      <Page>
        <OrderSummary order={o} />
        <EmptyState
          icon="calendar"
          title={t('pay.expired')}
          description={t('pay.expiredHint')}
          action={
            <div className={styles.endActions}>
              <StateButton
                onClick={() =>
                  go(redirectTo(`/pages/mall/detail?id=${o.productSnapshot.productId}`))
                }
              >
                {t('pay.reorder')}
              </StateButton>
              <button
                type="button"
                className={styles.link}
                onClick={() => go(switchTab('/pages/mall/index'))}
              >
                {t('pay.backToMall')}
              </button>
            </div>
          }
        />
      </Page>
    );
  }
  if (o.status !== 'pending' || !o.canPay) {
    return (
      <Page>
        <OrderSummary order={o} />
        <EmptyState
          title={t('pay.notPayable')}
          description={t('pay.notPayableHint', { status: t(`order.status.${o.status}`) })}
          action={toOrders}
        />
      </Page>
    );
  }

  const submit = () => {
    if (!gateway) return;
    pay.mutate(
      { orderId: o.id, gateway },
      {
        onSuccess: (start) => {
          setLeaving(true);
          openPayPage.assign(start.payUrl);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 2004 && gateway !== 'sandbox') {
            setClosedGateway((c) => ({
              ...c,
              [gateway]: error.message || t(`pay.${gateway}Closed`),
            }));
          } else {
            void order.refetch();
          }
        },
      },
    );
  };

  return (
    <Page>
      <section className={styles.countdown} aria-live="off">
        <span>{t('pay.countdown')}</span>
        <strong role="timer" aria-label={t('pay.countdown')} data-testid="countdown">
          {countdown.text}
        </strong>
        <small>{t('pay.countdownHint', { time: countdown.text })}</small>
      </section>

      <OrderSummary order={o} />

      <section className={styles.card}>
        <h2 className={styles.title}>{t('pay.gateway')}</h2>
        <div role="radiogroup" aria-label={t('pay.gatewayLabel')} className={styles.gateways}>
          {shown.map((value) => {
            const icon = GATEWAY_ICONS[value];
            const closed = closedGateway[value];
            return (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={gateway === value}
                className={`${styles.gateway} ${styles[value]}`}
                onClick={() => setGateway(value)}
                disabled={pay.isPending || leaving}
              >
                <span className={styles.gatewayIcon} aria-hidden="true">
                  {icon}
                </span>
                <span className={styles.gatewayText}>
                  <strong>{t(`pay.${value}`)}</strong>
                  <small className={closed ? styles.closed : undefined}>
                    {closed ?? t(`pay.${value}Desc`)}
                  </small>
                </span>
                <span className={styles.radio} aria-hidden="true" />
              </button>
            );
          })}
        </div>
        {inWechat(ua) && (
          <p className={styles.tip} data-testid="alipay-in-wechat">
            {t('pay.alipayInWechat')}
          </p>
        )}
        {gateway === 'wechat' && payScene(ua) === 'native' && (
          <p className={styles.tip}>{t('pay.wechatQr')}</p>
        )}
        <p className={styles.tip}>{t('pay.payTip')}</p>
      </section>

      <BottomBar label={t('pay.amount')}>
        <div className={styles.total}>
          <span>{t('pay.amount')}</span>
          <strong data-testid="pay-amount">{formatFen(o.amount)}</strong>
        </div>
        <PrimaryButton
          onClick={submit}
          loading={pay.isPending || leaving}
          disabled={!gateway || Boolean(closedGateway[gateway])}
        >
          {leaving ? t('pay.paying') : t('pay.toPay')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
