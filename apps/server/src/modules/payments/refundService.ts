import type { Db } from '../../db/client.ts';
import * as repo from './refundRepository.ts';

/**
 * Refunds, as other modules may read them (reconciliation, finance views, the console's orders).
 * The rows are the `refunds` table's: status pending -> processing -> succeeded | failed;
 * `refundNo` is what the gateway knows (out_request_no / out_refund_no), `billId` the bill whose
 * bill_no is the gateway's out_trade_no.
 */

export type RefundRow = repo.RefundRow;
export type RefundStatus = repo.RefundStatus;

export const findRefund = (db: Db, id: number) => repo.findRefund(db, id);
export const findRefundByNo = (db: Db, refundNo: string) => repo.findRefundByNo(db, refundNo);
export const refundsOfOrder = (db: Db, orderId: number) => repo.refundsOfOrder(db, orderId);
export const refundsSucceededBetween = (
  db: Db,
  from: Date,
  to: Date,
  gateway?: RefundRow['gateway'],
) => repo.refundsSucceededBetween(db, from, to, gateway);
export const refundsCreatedBetween = (db: Db, from: Date, to: Date) =>
  repo.refundsCreatedBetween(db, from, to);
export const refundTotalsByDay = (db: Db, from: Date, to: Date, timeZone: string) =>
  repo.refundTotalsByDay(db, from, to, timeZone);

// Making refunds (the console's orders area): record in the caller's transaction (which audits),
// then `sendRefund` after it commits; the payment sweep retries what stays unanswered.
export {
  applyRefundResult,
  recordRefund,
  refundLimitsOf,
  sendRefund,
  type RefundAsk,
} from './refundFlow.ts';
