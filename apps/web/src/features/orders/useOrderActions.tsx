import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { go, navigateTo } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';
import type { Order } from './api.ts';
import { useCancelOrder } from './api.ts';

/** What the order list and detail do with an order: cancel (after a confirm), pay again, review. */
export function useOrderActions() {
  const { t } = useTranslation();
  const cancel = useCancelOrder();

  const cancelOrder = async (order: Order) => {
    const ok = await Dialog.confirm({
      title: t('order.cancelTitle'),
      // Its name for screen readers (antd-mobile's dialog has none of its own).
      'aria-label': t('order.cancelTitle'),
      content: t('order.cancelContent'),
      confirmText: t('order.cancelConfirm'),
      cancelText: t('order.keep'),
    });
    if (!ok) return;
    cancel.mutate(order.id, { onSuccess: () => showToast(t('order.cancelled')) });
  };

  return {
    cancel: (order: Order) => void cancelOrder(order),
    pay: (order: Order) => go(navigateTo(`/pages/mall/payorder?id=${order.id}`)),
    review: (order: Order) => go(navigateTo(`/pages/mall/comment?orderId=${order.id}`)),
    open: (order: Order) => go(navigateTo(`/pages/mine/orderDetail?id=${order.id}`)),
    cancellingId: cancel.isPending ? cancel.variables : undefined,
  };
}
