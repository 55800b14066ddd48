import type { GatewayBillRow } from '../../providers/payment/types.ts';

/**
 * The comparison of one gateway's bill of one day with the school's records, as a pure function
 * (the service fetches what it needs first). Items are matched on our own numbers: the bill
 * number (out_trade_no) for a payment, the refund number (out_refund_no / out_request_no) for a
 * refund.
 *
 * A gateway's time is never later than the school's record of it (the school records what a
 * notification or a query told it), so a payment on day D's bill may be recorded by the school
 * on D+1, and one the school recorded early on D may be on the bill of D-1: the gateway's lines
 * are looked up among every school record, and the school's records among every bill line kept.
 */

export type DiffKind = 'missing_school' | 'missing_gateway' | 'amount' | 'status';

export interface Difference {
  kind: DiffKind;
  itemKind: 'pay' | 'refund';
  outTradeNo: string;
  refundNo: string;
  tradeNo: string;
  orderId: number | null;
  gatewayAmount: number | null;
  schoolAmount: number | null;
  gatewayStatus: string;
  schoolStatus: string;
}

/** A bill of the school, by its number, with its payment when one was recorded. */
export interface SchoolBill {
  billNo: string;
  gateway: string;
  status: string;
  orderId: number;
  payment: { amount: number; tradeNo: string } | null;
}

/** A refund of the school. `status` as the school knows it; `succeeded` is money returned. */
export interface SchoolRefund {
  refundNo: string;
  outTradeNo: string;
  amount: number;
  status: string;
  orderId: number | null;
}

export interface SchoolPay {
  outTradeNo: string;
  tradeNo: string;
  amount: number;
  orderId: number;
}

/** A bill line kept from any day, by its key. */
export interface KeptLine {
  amount: number;
  tradeNo: string;
}

export interface CompareInput {
  gateway: string;
  /** The gateway's bill of the day. */
  bill: GatewayBillRow[];
  /** The school's payments of this gateway recorded on the day. */
  pays: SchoolPay[];
  /** The school's refunds of this gateway that succeeded on the day. */
  refunds: SchoolRefund[];
  /** The school's bills of the numbers on the gateway's bill. */
  billsByNo: Map<string, SchoolBill>;
  /** The school's refunds of the refund numbers on the gateway's bill. */
  refundsByNo: Map<string, SchoolRefund>;
  /** Bill lines kept (this day's and earlier days'), by lineKey. */
  lines: Map<string, KeptLine>;
}

export const lineKey = (kind: 'pay' | 'refund', outTradeNo: string, refundNo = '') =>
  `${kind}\u0000${outTradeNo}\u0000${refundNo}`;

export function compareDay(input: CompareInput): Difference[] {
  const out = new Map<string, Difference>();
  const add = (d: Difference) => {
    const key = `${d.kind}\u0000${lineKey(d.itemKind, d.outTradeNo, d.refundNo)}`;
    if (!out.has(key)) out.set(key, d);
  };
  const blank = { refundNo: '', gatewayStatus: '', schoolStatus: '' };

  for (const row of input.bill) {
    if (row.kind === 'pay') {
      const b = input.billsByNo.get(row.orderNo);
      const base = {
        ...blank,
        itemKind: 'pay' as const,
        outTradeNo: row.orderNo,
        tradeNo: row.gatewayTradeNo,
        gatewayAmount: row.amountFen,
        gatewayStatus: 'paid',
      };
      if (!b || b.gateway !== input.gateway)
        add({ ...base, kind: 'missing_school', orderId: null, schoolAmount: null });
      else if (!b.payment)
        // The school knows the bill but recorded no payment: it thinks it unpaid (or closed).
        add({
          ...base,
          kind: 'status',
          orderId: b.orderId,
          schoolAmount: null,
          schoolStatus: b.status,
        });
      else if (b.payment.amount !== row.amountFen)
        add({
          ...base,
          kind: 'amount',
          orderId: b.orderId,
          schoolAmount: b.payment.amount,
          schoolStatus: 'paid',
        });
    } else {
      const refundNo = row.refundNo ?? '';
      const r = input.refundsByNo.get(refundNo);
      const base = {
        itemKind: 'refund' as const,
        outTradeNo: row.orderNo,
        refundNo,
        tradeNo: row.gatewayTradeNo,
        gatewayAmount: row.amountFen,
        gatewayStatus: 'refunded',
      };
      if (!r)
        add({
          ...base,
          kind: 'missing_school',
          orderId: null,
          schoolAmount: null,
          schoolStatus: '',
        });
      else if (r.status !== 'succeeded')
        add({
          ...base,
          kind: 'status',
          orderId: r.orderId,
          schoolAmount: r.amount,
          schoolStatus: r.status,
        });
      else if (r.amount !== row.amountFen)
        add({
          ...base,
          kind: 'amount',
          orderId: r.orderId,
          schoolAmount: r.amount,
          schoolStatus: r.status,
        });
    }
  }

  for (const p of input.pays) {
    const line = input.lines.get(lineKey('pay', p.outTradeNo));
    const base = {
      ...blank,
      itemKind: 'pay' as const,
      outTradeNo: p.outTradeNo,
      tradeNo: p.tradeNo,
      orderId: p.orderId,
      schoolAmount: p.amount,
      schoolStatus: 'paid',
    };
    if (!line) add({ ...base, kind: 'missing_gateway', gatewayAmount: null });
    else if (line.amount !== p.amount)
      add({ ...base, kind: 'amount', gatewayAmount: line.amount, gatewayStatus: 'paid' });
  }

  for (const r of input.refunds) {
    const line = input.lines.get(lineKey('refund', r.outTradeNo, r.refundNo));
    const base = {
      itemKind: 'refund' as const,
      outTradeNo: r.outTradeNo,
      refundNo: r.refundNo,
      tradeNo: line?.tradeNo ?? '',
      orderId: r.orderId,
      schoolAmount: r.amount,
      schoolStatus: r.status,
    };
    if (!line) add({ ...base, kind: 'missing_gateway', gatewayAmount: null, gatewayStatus: '' });
    else if (line.amount !== r.amount)
      add({ ...base, kind: 'amount', gatewayAmount: line.amount, gatewayStatus: 'refunded' });
  }
  return [...out.values()];
}
