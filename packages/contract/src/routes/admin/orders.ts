import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's orders and refunds (docs/design/console.md §7, docs/design/money.md §8). Reading is `money.read` (owner, finance,
 * academic and support read); a refund is `money.edit` (finance and the owner), and going past
 * the cap is the owner's alone (checked by the server on the call).
 */
export const listAdminOrders = route('GET', `${ADMIN}/orders/list`, {
  auth: 'staff',
  permission: 'money.read',
});
export const viewAdminOrder = route('GET', `${ADMIN}/orders/view`, {
  auth: 'staff',
  permission: 'money.read',
});
export const refundAdminOrder = route('POST', `${ADMIN}/orders/refund`, {
  auth: 'staff',
  permission: 'money.edit',
});

/** Refund states: pending (asked, unanswered), processing, succeeded, failed (credits back). */
export const REFUND_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const;
