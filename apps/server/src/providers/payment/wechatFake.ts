import { createHash, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeWechatBooks, type FakeWechatTrade } from './wechatFakeBooks.ts';
import {
  parseAuthorization,
  platformHeaders,
  readPrivateKey,
  readPublicKey,
  requestMessage,
  rsaVerify,
} from './wechatSign.ts';

/**
 * A local stand-in for WeChat Pay API v3 and the official account's OAuth, for tests and the
 * browser tests only (never imported by the server): it checks the merchant's request
 * signatures, signs every answer with the platform key, serves an H5 pay page with a button that
 * pays, JSAPI and Native orders, the trade query, refunds (with their notification) and trade
 * bills. Keys are generated per run unless given; nothing leaves 127.0.0.1.
 */

export interface FakeWechatOptions {
  port?: number;
  appId?: string;
  mchId?: string;
  apiV3Key?: string;
  /** PEMs; generated when not given (the test then hands the merchant key to the server). */
  merchantPrivateKey?: string;
  merchantPublicKey?: string;
  platformPrivateKey?: string;
  platformSerial?: string;
}

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/**
 * The fake's H5 page in one language: `?lang=en|zh` (as the school's own pages take the app's
 * switch), else the browser's Accept-Language, as WeChat follows the phone's language.
 */
const FAKE_TEXTS = {
  zh: { title: '微信支付', heading: '微信支付（模拟）', missing: '订单不存在', pay: '确认支付' },
  en: {
    title: 'WeChat Pay',
    heading: 'WeChat Pay (simulated)',
    missing: 'No such order',
    pay: 'Confirm payment',
  },
} as const;
const fakeLang = (url: URL, req: IncomingMessage): 'zh' | 'en' => {
  const asked = url.searchParams.get('lang');
  if (asked === 'en' || asked === 'zh') return asked;
  return /^\s*en/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'zh';
};

const html = (
  lang: 'zh' | 'en',
  title: string,
  body: string,
) => `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>body{font:16px sans-serif;max-width:420px;margin:24px auto;padding:0 16px;text-align:center}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px}</style>
</head><body>${body}</body></html>`;

export async function startFakeWechat(o: FakeWechatOptions = {}) {
  const appId = o.appId ?? 'wx0000000000fake01';
  const mchId = o.mchId ?? '1900000001';
  const apiV3Key = o.apiV3Key ?? randomBytes(16).toString('hex');
  const merchant =
    o.merchantPrivateKey !== undefined || o.merchantPublicKey !== undefined
      ? { privateKey: o.merchantPrivateKey ?? '', publicKey: o.merchantPublicKey ?? '' }
      : keyPair();
  const merchantKey = readPublicKey(
    merchant.publicKey ||
      createPublicKey(merchant.privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    'merchant public key',
  );
  const platformPem = o.platformPrivateKey ?? keyPair().privateKey;
  const platformKey = readPrivateKey(platformPem, 'platform private key');
  const platformPublicKey = createPublicKey(platformKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  const platformSerial =
    o.platformSerial ?? `PUB_KEY_ID_${randomBytes(8).toString('hex').toUpperCase()}`;
  const books = new FakeWechatBooks(appId, mchId, apiV3Key, {
    key: platformKey,
    serial: platformSerial,
  });
  /** Every /v3 request: its path and whether its signature was good. */
  const requests: { method: string; path: string; signatureOk: boolean }[] = [];
  /**
   * down: every /v3 call fails (502). lostRefundAnswers: that many refund calls are made but
   * their answer is lost (the connection drops: a time-out for the merchant). refuseRefunds:
   * refund calls are refused at once (a final 403).
   */
  const state = {
    down: false,
    openid: 'oFAKEopenid0001',
    lostRefundAnswers: 0,
    refuseRefunds: false,
  };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    const text = status === 204 ? '' : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      ...platformHeaders(text, platformKey, platformSerial, new Date()),
    });
    res.end(text);
  };
  const fail = (res: ServerResponse, status: number, code: string, message: string) =>
    answer(res, status, { code, message });

  const signatureOk = (req: IncomingMessage, path: string, body: string) => {
    const a = parseAuthorization(req.headers.authorization);
    if (!a || a.mchid !== mchId || !a.signature || !a.timestamp || !a.nonce_str) return false;
    if (Math.abs(Date.now() / 1000 - Number(a.timestamp)) > 300) return false;
    const msg = requestMessage(req.method ?? '', path, a.timestamp, a.nonce_str, body);
    return rsaVerify(msg, a.signature, merchantKey);
  };

  const placeOrder = (type: FakeWechatTrade['type'], body: Record<string, unknown>) => {
    const amount = body.amount as { total?: number } | undefined;
    const outTradeNo = String(body.out_trade_no ?? '');
    const total = amount?.total ?? 0;
    if (body.mchid !== mchId || body.appid !== appId) return { error: 'mch id or app id wrong' };
    if (!outTradeNo || !Number.isSafeInteger(total) || total <= 0) return { error: 'bad order' };
    const openid = (body.payer as { openid?: string } | undefined)?.openid ?? null;
    if (type === 'JSAPI' && !openid) return { error: 'payer.openid missing' };
    const had = books.trades.get(outTradeNo);
    if (had) {
      if (had.total !== total || had.type !== type) return { error: 'ORDER_NO_USED' };
      return { trade: had };
    }
    const trade: FakeWechatTrade = {
      outTradeNo,
      transactionId: null,
      prepayId: books.newPrepayId(),
      type,
      state: 'NOTPAY',
      total,
      description: String(body.description ?? ''),
      notifyUrl: String(body.notify_url ?? ''),
      openid,
      paidAt: null,
    };
    books.trades.set(outTradeNo, trade);
    return { trade };
  };

  const handleV3 = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => {
    const path = `${url.pathname}${url.search}`;
    const ok = signatureOk(req, path, body);
    requests.push({ method: req.method ?? '', path, signatureOk: ok });
    if (!ok) return fail(res, 401, 'SIGN_ERROR', '签名错误');
    let json: Record<string, unknown>;
    try {
      json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return fail(res, 400, 'PARAM_ERROR', 'body is not JSON');
    }
    const order = /^\/v3\/pay\/transactions\/(h5|jsapi|native)$/.exec(url.pathname);
    if (req.method === 'POST' && order) {
      const type = order[1]!.toUpperCase() as FakeWechatTrade['type'];
      const r = placeOrder(type, json);
      if (!r.trade) return fail(res, 400, 'PARAM_ERROR', r.error);
      const t = r.trade;
      if (type === 'H5')
        return answer(res, 200, { h5_url: `${base}/pay/h5?prepay_id=${t.prepayId}` });
      if (type === 'NATIVE')
        return answer(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${t.prepayId}` });
      return answer(res, 200, { prepay_id: t.prepayId });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== mchId) return fail(res, 400, 'PARAM_ERROR', 'mchid');
      const t = books.trades.get(decodeURIComponent(query[1]!));
      if (!t) return fail(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
      return answer(res, 200, books.transactionJson(t));
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const outRefundNo = String(json.out_refund_no ?? '');
      const amount = json.amount as { refund?: number; total?: number } | undefined;
      if (state.refuseRefunds) return fail(res, 403, 'NOT_ENOUGH', '商户可用余额不足');
      const had = books.refunds.get(outRefundNo);
      if (had) return answer(res, 200, books.refundJson(had)); // the idempotency key
      const t = books.trades.get(String(json.out_trade_no ?? ''));
      if (!t || !t.transactionId) return fail(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      const refund = amount?.refund ?? 0;
      if (amount?.total !== t.total) return fail(res, 400, 'PARAM_ERROR', '订单金额不一致');
      if (!outRefundNo || refund <= 0 || books.refundedOf(t.outTradeNo) + refund > t.total)
        return fail(res, 403, 'NOT_ENOUGH', '可退金额不足');
      const r = {
        outRefundNo,
        refundId: books.newRefundId(),
        outTradeNo: t.outTradeNo,
        transactionId: t.transactionId,
        refund,
        total: t.total,
        status: 'PROCESSING' as const,
        notifyUrl: typeof json.notify_url === 'string' ? json.notify_url : null,
        at: new Date(),
      };
      books.startRefund(r);
      if (state.lostRefundAnswers > 0) {
        state.lostRefundAnswers--;
        return res.destroy();
      }
      return answer(res, 200, books.refundJson(r));
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundQuery) {
      const r = books.refunds.get(decodeURIComponent(refundQuery[1]!));
      if (!r) return fail(res, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
      return answer(res, 200, books.refundJson(r));
    }
    if (req.method === 'GET' && url.pathname === '/v3/bill/tradebill') {
      const date = url.searchParams.get('bill_date') ?? '';
      const text = books.bill(date);
      if (text === null) return fail(res, 400, 'NO_STATEMENT_EXIST', '账单不存在');
      const hash = createHash('sha1').update(text).digest('hex');
      return answer(res, 200, {
        hash_type: 'SHA1',
        hash_value: hash,
        download_url: `${base}/v3/billdownload/file?date=${date}`,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v3/billdownload/file') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(books.bill(url.searchParams.get('date') ?? '') ?? '');
    }
    return fail(res, 404, 'NOT_FOUND', 'fake: no such API');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname.startsWith('/v3/')) {
      if (state.down) return res.writeHead(502).end('bad gateway');
      return handleV3(req, res, url, body);
    }
    if (url.pathname === '/pay/h5' && req.method === 'GET') {
      const prepay = url.searchParams.get('prepay_id') ?? '';
      const t = [...books.trades.values()].find((x) => x.prepayId === prepay);
      const lang = fakeLang(url, req);
      const say = FAKE_TEXTS[lang];
      res.writeHead(t ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      if (!t) return res.end(html(lang, say.title, `<p>${say.missing}</p>`));
      const back = url.searchParams.get('redirect_url') ?? '';
      return res.end(
        html(
          lang,
          say.title,
          `<h1>${say.heading}</h1><p>${t.description.replace(/[<>&"]/g, '')}</p>
<p data-testid="fake-wechat-amount">¥${(t.total / 100).toFixed(2)}</p>
<form method="post" action="/pay/h5"><input type="hidden" name="prepay_id" value="${prepay}">
<input type="hidden" name="redirect_url" value="${back.replace(/"/g, '&quot;')}">
<button type="submit">${say.pay}</button></form>`,
        ),
      );
    }
    if (url.pathname === '/pay/h5' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const t = [...books.trades.values()].find((x) => x.prepayId === form.get('prepay_id'));
      if (!t) return res.writeHead(404).end('no such trade');
      await books.pay(t.outTradeNo);
      const back = form.get('redirect_url');
      return res.writeHead(back ? 303 : 200, back ? { location: back } : {}).end('paid');
    }
    if (url.pathname === '/health') return res.writeHead(200).end('ok');
    if (url.pathname === '/connect/oauth2/authorize') {
      const to = new URL(url.searchParams.get('redirect_uri') ?? '');
      to.searchParams.set('code', `CODE-${state.openid}`);
      to.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: to.toString() }).end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const code = url.searchParams.get('code') ?? '';
      const good = url.searchParams.get('appid') === appId && code.startsWith('CODE-');
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify(
          good
            ? {
                access_token: 'fake',
                expires_in: 7200,
                openid: code.slice(5),
                scope: 'snsapi_base',
              }
            : { errcode: 40029, errmsg: 'invalid code' },
        ),
      );
    }
    res.writeHead(404).end('not found');
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      handle(req, res, body).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    appId,
    mchId,
    apiV3Key,
    merchantPrivateKey: merchant.privateKey,
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    platformPublicKey,
    platformSerial,
    books,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWechat = Awaited<ReturnType<typeof startFakeWechat>>;
