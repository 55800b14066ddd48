/** Refund states: pending (asked, unanswered), processing, succeeded, failed (credits back). */
export const REFUND_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const;
