import { fenToYuan, yuanToFen } from './money.ts';
import type { GatewayBillRow } from './types.ts';

/**
 * WeChat's trade bill (bill_type=ALL): a header line, one line per trade or refund with every
 * field prefixed by a backquote (so spreadsheets keep long numbers as text), then two summary
 * lines starting with 总交易单数. Columns are found by their Chinese names, not positions, since
 * WeChat has added columns over the years.
 */

const COL = {
  at: '交易时间',
  tradeNo: '微信订单号',
  outTradeNo: '商户订单号',
  state: '交易状态',
  settled: '应结订单金额',
  total: '订单金额',
  refundNo: '商户退款单号',
  refund: '退款金额',
  askedRefund: '申请退款金额',
} as const;

const cell = (s: string | undefined) => (s ?? '').trim().replace(/^`/, '');

/** "2026-11-24 10:00:00" in Beijing time. */
const beijing = (s: string) => new Date(`${s.replace(' ', 'T')}+08:00`);

export function parseTradeBill(text: string): GatewayBillRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.includes(COL.at) && l.includes(COL.outTradeNo));
  if (headerAt < 0) {
    if (text.trim() === '') return [];
    throw new Error('wechat bill: no header line');
  }
  const names = lines[headerAt]!.split(',').map((n) => cell(n));
  const idx = (name: string) => names.indexOf(name);
  const need = [COL.at, COL.tradeNo, COL.outTradeNo, COL.state, COL.settled, COL.refund];
  for (const n of need) if (idx(n) < 0) throw new Error(`wechat bill: no column ${n}`);
  const rows: GatewayBillRow[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (line.trim() === '' || line.startsWith('总交易单数') || line.startsWith('`总')) break;
    const f = line.split(',');
    const get = (name: string) => (idx(name) >= 0 ? cell(f[idx(name)]) : '');
    const at = beijing(get(COL.at));
    if (Number.isNaN(at.getTime())) throw new Error(`wechat bill: bad time in ${line}`);
    const base = { orderNo: get(COL.outTradeNo), gatewayTradeNo: get(COL.tradeNo), at };
    if (get(COL.state) === 'REFUND') {
      const amountFen = yuanToFen(get(COL.refund) || get(COL.askedRefund));
      if (amountFen === null) throw new Error(`wechat bill: bad refund amount in ${line}`);
      rows.push({ kind: 'refund', ...base, refundNo: get(COL.refundNo), amountFen });
    } else if (get(COL.state) === 'SUCCESS') {
      // 订单金额 is what the payer was charged before coupons; 应结 is what reaches the school.
      const amountFen = yuanToFen(get(COL.total) || get(COL.settled));
      if (amountFen === null) throw new Error(`wechat bill: bad amount in ${line}`);
      rows.push({ kind: 'pay', ...base, amountFen });
    }
  }
  return rows;
}

/** Writes a bill as WeChat does (the fake serves it; tests read it back). */
export function formatTradeBill(
  appId: string,
  mchId: string,
  rows: (GatewayBillRow & { refundId?: string })[],
): string {
  const header =
    '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
  const time = (d: Date) =>
    new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const lines = rows.map((r) => {
    const refund = r.kind === 'refund';
    const f = [
      time(r.at),
      appId,
      mchId,
      '0',
      '',
      r.gatewayTradeNo,
      r.orderNo,
      'oFAKEopenid',
      'JSAPI',
      refund ? 'REFUND' : 'SUCCESS',
      'OTHERS',
      'CNY',
      refund ? '0.00' : fenToYuan(r.amountFen),
      '0.00',
      refund ? (r.refundId ?? '') : '0',
      refund ? (r.refundNo ?? '') : '0',
      refund ? fenToYuan(r.amountFen) : '0.00',
      '0.00',
      refund ? 'ORIGINAL' : '',
      refund ? 'SUCCESS' : '',
      '课时',
      '',
      '0.00000',
      '0.60%',
      refund ? '0.00' : fenToYuan(r.amountFen),
      refund ? fenToYuan(r.amountFen) : '0.00',
      '',
    ];
    return f.map((v) => `\`${v}`).join(',');
  });
  const pay = rows.filter((r) => r.kind === 'pay').reduce((s, r) => s + r.amountFen, 0);
  const ref = rows.filter((r) => r.kind === 'refund').reduce((s, r) => s + r.amountFen, 0);
  return [
    header,
    ...lines,
    '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
    `\`${rows.length},\`${fenToYuan(pay)},\`${fenToYuan(ref)},\`0.00,\`0.00000,\`${fenToYuan(pay)},\`${fenToYuan(ref)}`,
    '',
  ].join('\r\n');
}
