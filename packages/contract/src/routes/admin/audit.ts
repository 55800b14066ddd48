/**
 * The audit log (docs/design/console.md §7): read-only. `audit.read` sees every row; a role holding only
 * `audit.money` (finance) reads the money rows through their own call.
 */
import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

export const listAudit = route('GET', `${ADMIN}/audit/list`, {
  auth: 'staff',
  permission: 'audit.read',
});
export const listMoneyAudit = route('GET', `${ADMIN}/audit/moneyList`, {
  auth: 'staff',
  permission: 'audit.money',
});

/** The entities whose audit rows are money rows (orders, refunds, reconciliation, prices). */
export const MONEY_AUDIT_ENTITIES = ['order', 'refund', 'reconciliation', 'product'] as const;
