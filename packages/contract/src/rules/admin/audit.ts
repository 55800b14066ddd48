/** The entities whose audit rows are money rows (orders, refunds, reconciliation, prices). */
export const MONEY_AUDIT_ENTITIES = ['order', 'refund', 'reconciliation', 'product'] as const;
