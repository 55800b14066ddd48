import { describe, expect, it } from 'vitest';
import { parseTradeBill } from './wechatBill.ts';

// A trade bill as WeChat writes it (bill_type=ALL): BOM, backquoted fields, CRLF, two summary lines.
const BILL = [
  '\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-11-24 09:15:02,`wx2421b1c4370ec43b,`10000100,`0,`,`4200000123202611241234567890,`2026112409140012345601,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`SUCCESS,`CMB_DEBIT,`CNY,`1200.00,`0.00,`0,`0,`0.00,`0.00,`,`,`10节次卡,`,`7.20000,`0.60%,`1200.00,`0.00,`',
  '`2026-11-24 18:40:11,`wx2421b1c4370ec43b,`10000100,`0,`,`4200000123202611241234567890,`2026112409140012345601,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`REFUND,`CMB_DEBIT,`CNY,`0.00,`0.00,`50300000012026112400001,`2026112409140012345601R1,`600.00,`0.00,`ORIGINAL,`SUCCESS,`10节次卡,`,`-3.60000,`0.60%,`0.00,`600.00,`',
  '`2026-11-24 20:00:00,`wx2421b1c4370ec43b,`10000100,`0,`,`4200000999,`2026112419590000000101,`oX,`NATIVE,`NOTPAY,`,`CNY,`0.00,`0.00,`0,`0,`0.00,`0.00,`,`,`x,`,`0,`0.60%,`0.01,`0.00,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`2,`1200.00,`600.00,`0.00,`3.60000,`1200.00,`600.00',
  '',
].join('\r\n');

describe('WeChat trade bill', () => {
  it('reads payments and refunds by column name, in Beijing time, and skips the rest', () => {
    expect(parseTradeBill(BILL)).toEqual([
      {
        kind: 'pay',
        orderNo: '2026112409140012345601',
        gatewayTradeNo: '4200000123202611241234567890',
        amountFen: 120_000,
        at: new Date('2026-11-24T01:15:02Z'),
      },
      {
        kind: 'refund',
        orderNo: '2026112409140012345601',
        refundNo: '2026112409140012345601R1',
        gatewayTradeNo: '4200000123202611241234567890',
        amountFen: 60_000,
        at: new Date('2026-11-24T10:40:11Z'),
      },
    ]);
  });

  it('an empty day is no rows; a file without the columns is an error', () => {
    expect(parseTradeBill('')).toEqual([]);
    expect(() => parseTradeBill('a,b,c\n1,2,3')).toThrow(/header/);
    expect(() => parseTradeBill(BILL.replace('应结订单金额', '金额'))).toThrow(/应结订单金额/);
  });
});
