import type { OrderStatus } from '@school/contract/api/mall';
import { useTranslation } from 'react-i18next';
import styles from './Orders.module.css';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.tag} ${styles[status] ?? ''}`} data-status={status}>
      {t(`order.status.${status}`)}
    </span>
  );
}
