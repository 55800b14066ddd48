import { formatAlipayBill } from './alipayBill.ts';
import type { GatewayBillRow } from './types.ts';

/**
 * The fake Alipay's bills (tests only): a zip of the details file and a summary file, both GBK,
 * as Alipay serves them. Node has a GBK decoder but no encoder: the table is read off the
 * decoder once.
 */
let gbkTable: Map<string, number[]> | undefined;

export function gbkEncode(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const dec = new TextDecoder('gbk');
    for (let a = 0x81; a <= 0xfe; a++)
      for (let b = 0x40; b <= 0xfe; b++) {
        const ch = dec.decode(new Uint8Array([a, b]));
        if (ch.length === 1 && ch !== '\uFFFD' && !gbkTable.has(ch)) gbkTable.set(ch, [a, b]);
      }
  }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else out.push(...(gbkTable.get(ch) ?? [0x3f]));
  }
  return new Uint8Array(out);
}

export async function alipayBillZip(account: string, date: string, rows: GatewayBillRow[]) {
  const { zipSync } = await import('fflate');
  const day = date.replaceAll('-', '');
  const details = formatAlipayBill(account, date, rows);
  const summary = `#支付宝业务汇总查询\r\n#账号：[${account}]\r\n门店编号,门店名称,交易订单总笔数,退款订单总笔数\r\n,,${rows.filter((r) => r.kind === 'pay').length},${rows.filter((r) => r.kind === 'refund').length}\r\n`;
  return zipSync({
    [`${account}_${day}_details.csv`]: gbkEncode(details),
    [`${account}_${day}_summary.csv`]: gbkEncode(summary),
  });
}
