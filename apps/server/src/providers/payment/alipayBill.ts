import { fenToYuan, yuanToFen } from './money.ts';
import type { GatewayBillRow } from './types.ts';

/**
 * Alipay's trade bill (alipay.data.dataservice.bill.downloadurl.query, bill_type=trade): a zip
 * of two GBK CSV files, the details (业务明细) and their summary (汇总). The details start with
 * `#` comment lines, then a header line, one line per trade (业务类型 交易) or refund (退款,
 * negative amounts, 退款批次号/请求号 = our out_request_no), then `#` summary lines. Cells carry
 * trailing tabs so spreadsheets keep long numbers as text. Columns are found by their names.
 */

const COL = {
  tradeNo: '支付宝交易号',
  outTradeNo: '商户订单号',
  type: '业务类型',
  finished: '完成时间',
  created: '创建时间',
  amount: '订单金额（元）',
  refundNo: '退款批次号/请求号',
} as const;

const cell = (s: string | undefined) => (s ?? '').replace(/\t/g, '').trim();
const beijing = (s: string) => new Date(`${s.replace(' ', 'T')}+08:00`);

/** Whether a CSV text is the details file (the summary file has other columns). */
export const isDetailCsv = (text: string) =>
  text.includes(COL.tradeNo) && text.includes(COL.type) && text.includes(COL.refundNo);

export function parseAlipayBill(text: string): GatewayBillRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => !l.startsWith('#') && l.includes(COL.tradeNo));
  if (headerAt < 0) throw new Error('alipay bill: no header line');
  const names = lines[headerAt]!.split(',').map((n) => cell(n));
  const idx = (name: string) => names.indexOf(name);
  for (const n of [COL.tradeNo, COL.outTradeNo, COL.type, COL.amount, COL.refundNo])
    if (idx(n) < 0) throw new Error(`alipay bill: no column ${n}`);
  const rows: GatewayBillRow[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (line.startsWith('#')) break;
    if (line.trim() === '') continue;
    const f = line.split(',');
    const get = (name: string) => (idx(name) >= 0 ? cell(f[idx(name)]) : '');
    const at = beijing(get(COL.finished) || get(COL.created));
    if (Number.isNaN(at.getTime())) throw new Error(`alipay bill: bad time in ${line}`);
    const raw = get(COL.amount);
    const amountFen = yuanToFen(raw.replace(/^-/, ''));
    if (amountFen === null) throw new Error(`alipay bill: bad amount in ${line}`);
    const base = { orderNo: get(COL.outTradeNo), gatewayTradeNo: get(COL.tradeNo), at, amountFen };
    const type = get(COL.type);
    if (type === '退款') rows.push({ kind: 'refund', ...base, refundNo: get(COL.refundNo) });
    else if (type === '交易') rows.push({ kind: 'pay', ...base });
  }
  return rows;
}

/** Writes the details file as Alipay does (the fake serves it; tests read it back). */
export function formatAlipayBill(account: string, date: string, rows: GatewayBillRow[]): string {
  const time = (d: Date) =>
    new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const header = [
    COL.tradeNo,
    COL.outTradeNo,
    COL.type,
    '商品名称',
    COL.created,
    COL.finished,
    '门店编号',
    '门店名称',
    '操作员',
    '终端号',
    '对方账户',
    COL.amount,
    '商家实收（元）',
    '支付宝红包（元）',
    '集分宝（元）',
    '支付宝优惠（元）',
    '商家优惠（元）',
    '券核销金额（元）',
    '券名称',
    '商家红包消费金额（元）',
    '卡消费金额（元）',
    COL.refundNo,
    '服务费（元）',
    '分润（元）',
    '备注',
  ].join(',');
  const lines = rows.map((r) => {
    const refund = r.kind === 'refund';
    const amount = `${refund ? '-' : ''}${fenToYuan(r.amountFen)}`;
    return [
      `${r.gatewayTradeNo}\t`,
      `${r.orderNo}\t`,
      refund ? '退款' : '交易',
      '课时',
      time(r.at),
      time(r.at),
      '',
      '',
      '',
      '',
      'pay***@example.com',
      amount,
      amount,
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      refund ? `${r.refundNo ?? ''}\t` : '',
      '0.00',
      '0.00',
      '',
    ].join(',');
  });
  const pays = rows.filter((r) => r.kind === 'pay');
  const refunds = rows.filter((r) => r.kind === 'refund');
  const sum = (rs: GatewayBillRow[]) => fenToYuan(rs.reduce((s, r) => s + r.amountFen, 0));
  const cn = date.replace(/^(\d+)-(\d+)-(\d+)$/, '$1年$2月$3日');
  return [
    '#支付宝业务明细查询',
    `#账号：[${account}]`,
    `#起始日期：[${cn} 00:00:00]   终止日期：[${cn} 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    header,
    ...lines,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${pays.length}笔，商家实收共${sum(pays)}元`,
    `#退款合计：${refunds.length}笔，商家实收退款共-${sum(refunds)}元`,
    `#导出时间：[${cn} 09:00:00]`,
    '',
  ].join('\r\n');
}
