import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/money.ts';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import type { Order } from '../api.ts';
import styles from './Orders.module.css';
import { OrderStatusTag } from './OrderStatusTag.tsx';

/** An order in the list: product, amount, status and what can be done with it. */
export function OrderCard({
  order,
  onOpen,
  onPay,
  onCancel,
  onReview,
  cancelling,
}: {
  order: Order;
  onOpen: () => void;
  onPay: () => void;
  onCancel: () => void;
  onReview: () => void;
  cancelling?: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const p = order.productSnapshot;
  const hasActions = order.canCancel || order.canPay || order.canReview || order.reviewed;
  return (
    <li>
      <article className={styles.card} aria-label={`${p.name} ${order.orderNo}`}>
        <header className={styles.cardHead}>
          <span className={styles.cardDate}>{fmt.dateTime(order.createdAt)}</span>
          <OrderStatusTag status={order.status} />
        </header>
        {/* Named by what it shows (WCAG 2.5.3 Label in Name); where it leads, described. */}
        <button type="button" className={styles.product} onClick={onOpen} title={t('order.detail')}>
          <span className={styles.thumb}>{p.cover && <img src={p.cover} alt="" />}</span>
          <span className={styles.productText}>
            <strong>{p.name}</strong>
            <small>{t('order.unitLessons', { n: p.lessonCount, q: order.quantity })}</small>
          </span>
          <span className={styles.amount}>{formatFen(order.amount)}</span>
        </button>
        {hasActions && (
          <footer className={styles.actions}>
            {order.canCancel && (
              <button
                type="button"
                className={styles.ghost}
                onClick={onCancel}
                disabled={cancelling}
              >
                {t('order.cancel')}
              </button>
            )}
            {order.canPay && (
              <button type="button" className={styles.solid} onClick={onPay}>
                {t('order.payAgain')}
              </button>
            )}
            {order.canReview && (
              <button type="button" className={styles.ghost} onClick={onReview}>
                {t('order.review')}
              </button>
            )}
            {order.reviewed && <span className={styles.muted}>{t('order.reviewed')}</span>}
          </footer>
        )}
      </article>
    </li>
  );
}
