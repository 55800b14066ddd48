import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/money.ts';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import type { Order } from '../api.ts';
import styles from './Orders.module.css';
import { OrderStatusTag } from './OrderStatusTag.tsx';

/** What an order is for: product, quantity, lessons, amount and its numbers and times. */
export function OrderSummary({ order, full }: { order: Order; full?: boolean }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const p = order.productSnapshot;
  return (
    <section className={styles.summary} aria-label={t('pay.summary')}>
      <div className={styles.product}>
        <span className={styles.thumb}>{p.cover && <img src={p.cover} alt="" />}</span>
        <span className={styles.productText}>
          <strong>{p.name}</strong>
          <small>{t('order.unitLessons', { n: p.lessonCount, q: order.quantity })}</small>
          <span className={styles.unitPrice}>{formatFen(p.price)}</span>
        </span>
        <OrderStatusTag status={order.status} />
      </div>
      <dl className={styles.rows}>
        <div>
          <dt>{t('pay.orderNo')}</dt>
          <dd data-testid="order-no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('pay.createdAt')}</dt>
          <dd>{fmt.dateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('pay.lessons')}</dt>
          <dd>{t('mall.lessons', { n: order.lessonTotal })}</dd>
        </div>
        {full && order.paidAt && (
          <div>
            <dt>{t('order.paidAt')}</dt>
            <dd>{fmt.dateTime(order.paidAt)}</dd>
          </div>
        )}
        {full && order.gateway && (
          <div>
            <dt>{t('pay.gateway')}</dt>
            <dd>{t(`order.gateway.${order.gateway}`)}</dd>
          </div>
        )}
        {full && order.status === 'pending' && (
          <div>
            <dt>{t('order.expiresAt')}</dt>
            <dd>{fmt.dateTime(order.expiresAt)}</dd>
          </div>
        )}
        {full && order.refundedAt && (
          <div>
            <dt>{t('order.refundedAt')}</dt>
            <dd>{fmt.dateTime(order.refundedAt)}</dd>
          </div>
        )}
        <div className={styles.amountRow}>
          <dt>
            {order.status === 'paid' || order.status === 'refunded'
              ? t('pay.paidAmount')
              : t('pay.amount')}
          </dt>
          <dd>{formatFen(order.amount)}</dd>
        </div>
        {order.refundedAmount > 0 && (
          <div className={styles.amountRow} data-testid="order-refunded">
            <dt>{t('order.refunded')}</dt>
            <dd>-{formatFen(order.refundedAmount)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
