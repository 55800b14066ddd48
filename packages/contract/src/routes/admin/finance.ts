import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's finance area (docs/design/money.md §8): revenue by day and by product, refunds, unused
 * credits valued at their price, the daily reconciliation of the gateways' bills, and the
 * dashboard's money figures. Reading is `money.read`; resolving a difference or running a day
 * again is `money.edit` (audited, entity `reconciliation`).
 */
export const listRevenueDays = route('GET', `${ADMIN}/finance/revenue/days`, {
  auth: 'staff',
  permission: 'money.read',
});
export const listRevenueProducts = route('GET', `${ADMIN}/finance/revenue/products`, {
  auth: 'staff',
  permission: 'money.read',
});
export const listUnusedCredits = route('GET', `${ADMIN}/finance/credits/unused`, {
  auth: 'staff',
  permission: 'money.read',
});
export const listReconciliationRuns = route('GET', `${ADMIN}/finance/reconciliation/runs`, {
  auth: 'staff',
  permission: 'money.read',
});
export const listReconciliationDifferences = route(
  'GET',
  `${ADMIN}/finance/reconciliation/differences`,
  { auth: 'staff', permission: 'money.read' },
);
export const resolveReconciliationDifference = route(
  'POST',
  `${ADMIN}/finance/reconciliation/resolve`,
  { auth: 'staff', permission: 'money.edit' },
);
/** A failed or finished day is fetched and compared again at once (new differences only). */
export const rerunReconciliation = route('POST', `${ADMIN}/finance/reconciliation/rerun`, {
  auth: 'staff',
  permission: 'money.edit',
});
/** The dashboard's money cards: today, this month, unused credits and 30 days by day. */
export const viewMoneyDashboard = route('GET', `${ADMIN}/finance/dashboard`, {
  auth: 'staff',
  permission: 'dashboard.money',
});

export const RECON_STATUSES = ['waiting', 'running', 'matched', 'differences', 'failed'] as const;
export const RECON_DIFF_KINDS = ['missing_school', 'missing_gateway', 'amount', 'status'] as const;
