import { createSign, createVerify, generateKeyPairSync, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipayBillZip } from './alipayFakeBill.ts';
import type { GatewayBillRow } from './types.ts';

/**
 * A local stand-in for Alipay's gateway, for tests only (never imported by the server): it
 * checks the app's RSA2 signature on requests, answers alipay.trade.query signed with its own
 * key, and signs notifications the way Alipay does (sorted key=value pairs without sign and
 * sign_type, RSA-SHA256, base64). Keys are generated per instance: nothing leaves 127.0.0.1.
 */

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export interface FakeTrade {
  tradeNo: string;
  outTradeNo: string;
  totalAmount: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
}

/** Alipay's notification signing content: sorted, without sign, sign_type and empty values. */
export function notifySignContent(params: Record<string, string>) {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export async function startFakeAlipay(appId = '2021000000000001') {
  const gatewayKeys = pem();
  const appKeys = pem();
  const trades = new Map<string, FakeTrade>();
  const requests: { method: string; params: Record<string, string>; signatureOk: boolean }[] = [];
  let queryDown = false;
  /** What the fake's daily bills list (tests add the lines they want the gateway to show). */
  const billRows: GatewayBillRow[] = [];
  const bills = { notReady: false, downloads: 0 };
  const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  /** Refunds by out_request_no (the idempotency key). */
  const refunds = new Map<string, { outTradeNo: string; amount: string; at: Date }>();
  /**
   * lostAnswers: that many refund calls are made but answered by a time-out (504) instead;
   * refuse: refunds are refused (a final business answer).
   */
  const refundFaults = { lostAnswers: 0, refuse: false };

  const signWithGateway = (content: string) =>
    createSign('RSA-SHA256').update(content, 'utf8').sign(gatewayKeys.privateKey, 'base64');

  /** Checks a request the app signed (every parameter but sign, sorted; sign_type included). */
  const appSignatureOk = (params: Record<string, string>) => {
    const content = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(appKeys.publicKey, params.sign ?? '', 'base64');
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/bill/download') {
        // The address of a signed answer: no signature of its own, as Alipay's OSS links.
        const date = url.searchParams.get('date') ?? '';
        bills.downloads++;
        // The lines tests added, and the refunds the fake made that day.
        const made: GatewayBillRow[] = [...refunds].map(([refundNo, r]) => ({
          kind: 'refund',
          orderNo: r.outTradeNo,
          refundNo,
          amountFen: Math.round(Number(r.amount) * 100),
          gatewayTradeNo: trades.get(r.outTradeNo)?.tradeNo ?? '',
          at: r.at,
        }));
        void alipayBillZip(
          '2088000000000000',
          date,
          [...billRows, ...made].filter((r) => beijingDay(r.at) === date),
        ).then((zip) => res.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
        return;
      }
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(body)),
      };
      const signatureOk = appSignatureOk(params);
      requests.push({ method: params.method ?? '', params, signatureOk });
      if (queryDown) {
        res.writeHead(502).end('bad gateway');
        return;
      }
      const key = `${(params.method ?? '').replaceAll('.', '_')}_response`;
      let answer: Record<string, string>;
      if (!signatureOk || params.app_id !== appId) {
        answer = {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: '验签出错',
        };
      } else if (params.method === 'alipay.data.dataservice.bill.downloadurl.query') {
        const biz = JSON.parse(params.biz_content ?? '{}') as { bill_date?: string };
        answer = bills.notReady
          ? { code: '40004', msg: 'Business Failed', sub_code: 'isp.bill_not_exist' }
          : {
              code: '10000',
              msg: 'Success',
              bill_download_url: `http://127.0.0.1:${port}/bill/download?date=${biz.bill_date ?? ''}`,
            };
      } else if (params.method === 'alipay.trade.query') {
        const outTradeNo =
          (JSON.parse(params.biz_content ?? '{}') as { out_trade_no?: string }).out_trade_no ?? '';
        const t = trades.get(outTradeNo);
        answer = t
          ? {
              code: '10000',
              msg: 'Success',
              trade_no: t.tradeNo,
              out_trade_no: t.outTradeNo,
              trade_status: t.status,
              total_amount: t.totalAmount,
              buyer_logon_id: 'pay***@example.com',
            }
          : {
              code: '40004',
              msg: 'Business Failed',
              sub_code: 'ACQ.TRADE_NOT_EXIST',
              sub_msg: '交易不存在',
            };
      } else if (params.method === 'alipay.trade.refund') {
        const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
        const t = trades.get(biz.out_trade_no ?? '');
        const key = biz.out_request_no ?? biz.out_trade_no ?? '';
        const had = refunds.get(key);
        const cents = (y: string) => Math.round(Number(y) * 100);
        const done = [...refunds.values()].filter((r) => r.outTradeNo === biz.out_trade_no);
        const refunded = done.reduce((n, r) => n + cents(r.amount), 0);
        const refuse = (sub: string, msg: string) => ({
          code: '40004',
          msg: 'Business Failed',
          sub_code: sub,
          sub_msg: msg,
        });
        if (refundFaults.refuse) answer = refuse('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        else if (!t || t.status !== 'TRADE_SUCCESS')
          answer = refuse('ACQ.TRADE_NOT_EXIST', '交易不存在');
        else if (!had && refunded + cents(biz.refund_amount ?? '0') > cents(t.totalAmount))
          answer = refuse('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        else {
          if (!had)
            refunds.set(key, {
              outTradeNo: t.outTradeNo,
              amount: biz.refund_amount ?? '0',
              at: new Date(),
            });
          const total = [...refunds.values()]
            .filter((r) => r.outTradeNo === t.outTradeNo)
            .reduce((n, r) => n + cents(r.amount), 0);
          answer = {
            code: '10000',
            msg: 'Success',
            trade_no: t.tradeNo,
            out_trade_no: t.outTradeNo,
            buyer_logon_id: 'pay***@example.com',
            fund_change: had ? 'N' : 'Y',
            refund_fee: (total / 100).toFixed(2),
          };
          if (refundFaults.lostAnswers > 0) {
            // Refunded, but the answer never comes: a proxy's time-out (the SDK's HTTP client
            // would retry a dropped connection by itself).
            refundFaults.lostAnswers--;
            res.writeHead(504).end('gateway timeout');
            return;
          }
        }
      } else if (params.method === 'alipay.trade.fastpay.refund.query') {
        const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
        const r = refunds.get(biz.out_request_no ?? '');
        const t = trades.get(biz.out_trade_no ?? '');
        answer =
          r && t && r.outTradeNo === t.outTradeNo
            ? {
                code: '10000',
                msg: 'Success',
                trade_no: t.tradeNo,
                out_trade_no: t.outTradeNo,
                out_request_no: biz.out_request_no ?? '',
                refund_amount: r.amount,
                total_amount: t.totalAmount,
                refund_status: 'REFUND_SUCCESS',
              }
            : { code: '10000', msg: 'Success' };
      } else {
        answer = {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.NOT_SUPPORTED',
          sub_msg: 'fake',
        };
      }
      const json = JSON.stringify(answer);
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${key}":${json},"sign":"${signWithGateway(json)}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    appId,
    gatewayUrl: `http://127.0.0.1:${port}/gateway.do`,
    /** What the app is configured with: its own private key and the gateway's public key. */
    appPrivateKey: appKeys.privateKey,
    appPublicKey: appKeys.publicKey,
    alipayPublicKey: gatewayKeys.publicKey,
    requests,
    trades,
    billRows,
    bills,
    refunds,
    refundFaults,
    /** The family paid at the cashier: the trade exists and the query reports it. */
    pay(outTradeNo: string, totalAmount: string) {
      const t: FakeTrade = {
        tradeNo: `2026112322001${String(randomInt(0, 1e9)).padStart(9, '0')}`,
        outTradeNo,
        totalAmount,
        status: 'TRADE_SUCCESS',
      };
      trades.set(outTradeNo, t);
      return t;
    },
    /** The asynchronous notification of a trade, signed by the gateway; overrides before signing. */
    notification(t: FakeTrade, overrides: Record<string, string> = {}) {
      const params: Record<string, string> = {
        gmt_create: '2026-11-23 10:00:00',
        gmt_payment: '2026-11-23 10:00:05',
        notify_time: '2026-11-23 10:00:06',
        notify_type: 'trade_status_sync',
        notify_id: `2026112300222100006${randomInt(0, 1e6)}`,
        charset: 'utf-8',
        version: '1.0',
        app_id: appId,
        auth_app_id: appId,
        seller_id: '2088000000000000',
        buyer_id: '2088111111111111',
        subject: '10节次卡',
        out_trade_no: t.outTradeNo,
        trade_no: t.tradeNo,
        trade_status: t.status,
        total_amount: t.totalAmount,
        receipt_amount: t.totalAmount,
        buyer_pay_amount: t.totalAmount,
        ...overrides,
      };
      return { ...params, sign_type: 'RSA2', sign: signWithGateway(notifySignContent(params)) };
    },
    /** Reads a pay URL the app made and checks the app's signature on it. */
    readPayUrl(payUrl: string) {
      const params = Object.fromEntries(new URL(payUrl).searchParams);
      return {
        params,
        biz: JSON.parse(params.biz_content ?? '{}') as Record<string, string>,
        signatureOk: appSignatureOk(params),
      };
    },
    setQueryDown(down: boolean) {
      queryDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;
