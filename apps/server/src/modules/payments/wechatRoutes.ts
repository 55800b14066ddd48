import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paySuccessRoute } from '@school/contract/api/mall';
import { tag, tagMatches } from '../../providers/payment/wechatSign.ts';
import type { Payments } from './service.ts';
import {
  pageCsp,
  pageLang,
  renderJsapiPage,
  renderNativePage,
  renderWechatMessage,
} from './wechatPages.ts';
import {
  nativeBill,
  openJsapi,
  wechatPaymentNotification,
  wechatRefundNotification,
} from './wechatService.ts';
import { requestOrigin } from './gatewayRoutes.ts';

/**
 * WeChat Pay's endpoints: the notifications (JSON, answered 204 when handled, 4xx/5xx with
 * {code, message} when not, as WeChat expects), the JSAPI page with the official account's OAuth
 * (the openid kept in a cookie of the pay pages for this browser), and the Native QR page.
 */

const hidden = { schema: { hide: true } };
export const WECHAT_NOTIFY = '/api/lc_shop_service/wechat/notify';
export const WECHAT_REFUND_NOTIFY = '/api/lc_shop_service/wechat/refund-notify';
const OPENID_COOKIE = 'wx_openid';
const COOKIE_PATH = '/api/pay/wechat';

function cookie(req: FastifyRequest, name: string) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function wechatRoutes(app: FastifyInstance, p: Payments) {
  const secret = p.ctx.config.AUTH_SECRET;
  const base = (req: FastifyRequest) => p.ctx.config.PUBLIC_BASE_URL ?? requestOrigin(req);
  const notifyUrl = (req: FastifyRequest) =>
    p.ctx.config.WECHAT_NOTIFY_URL ?? `${base(req)}${WECHAT_NOTIFY}`;
  if (p.gateways.wechat && (p.ctx.config.WECHAT_NOTIFY_URL || p.ctx.config.PUBLIC_BASE_URL))
    p.gateways.wechat.refundNotifyUrl = p.ctx.config.WECHAT_NOTIFY_URL
      ? p.ctx.config.WECHAT_NOTIFY_URL.replace(/\/notify$/, '/refund-notify')
      : `${p.ctx.config.PUBLIC_BASE_URL}${WECHAT_REFUND_NOTIFY}`;

  const html = (reply: FastifyReply, code: number, body: string, nonce?: string) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp(nonce))
      .type('text/html; charset=utf-8')
      .send(body);

  void app.register(async (scope) => {
    // The platform signs the exact bytes: keep the body as text (in place of the application's
    // parser, http/jsonDepth.ts).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
      // Fastify's own refusals of the request (a body over 64 kB: 413, a wrong content type:
      // 415) are the sender's, answered with their status as other gateways' bodies are.
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        p.ctx.log.warn({ err }, 'wechat notification refused');
        return reply.code(status).send({ code: 'FAIL', message: '请求无效' });
      }
      p.ctx.log.error({ err }, 'wechat notification failed');
      return reply.code(500).send({ code: 'FAIL', message: '处理失败' });
    });
    const answer = (reply: FastifyReply, ok: boolean) =>
      ok
        ? reply.code(204).send()
        : reply.code(400).send({ code: 'FAIL', message: '验签或内容不符' });
    const text = (b: unknown) => (typeof b === 'string' ? b : '');
    scope.post(WECHAT_NOTIFY, hidden, async (req, reply) =>
      answer(reply, await wechatPaymentNotification(p, text(req.body), req.headers)),
    );
    scope.post(WECHAT_REFUND_NOTIFY, hidden, async (req, reply) =>
      answer(reply, await wechatRefundNotification(p, text(req.body), req.headers)),
    );
  });

  // JSAPI: with the payer's openid the page opens WeChat's payment sheet; without it, OAuth first.
  app.get<{ Params: { billNo: string }; Querystring: { lang?: string } }>(
    '/api/pay/wechat/jsapi/:billNo',
    hidden,
    async (req, reply) => {
      const lang = pageLang(req.query, req.headers['accept-language']);
      const gateway = p.gateways.wechat;
      const { billNo } = req.params;
      if (!gateway?.jsapiEnabled) return html(reply, 404, renderWechatMessage('notSetUp', lang));
      const kept = cookie(req, OPENID_COOKIE)?.split('.');
      const openid = kept?.length === 2 && tagMatches(secret, kept[0]!, kept[1]!) ? kept[0] : null;
      if (!openid) {
        const state = `${billNo}.${tag(secret, billNo)}`;
        // The language rides on the OAuth return address (WeChat keeps its query).
        const back = `${base(req)}/api/pay/wechat/oauth${req.query.lang === 'en' ? '?lang=en' : ''}`;
        return reply.redirect(gateway.oauthUrl(back, state), 302);
      }
      const open = await openJsapi(p, billNo, openid, notifyUrl(req));
      if (open.state === 'missing') return html(reply, 404, renderWechatMessage('noBill', lang));
      const resultUrl = `${p.ctx.config.PUBLIC_BASE_URL ?? ''}${paySuccessRoute(open.orderId)}`;
      if (open.state === 'ended')
        return html(reply, 409, renderWechatMessage('ended', lang, resultUrl));
      const nonce = randomBytes(16).toString('base64');
      const subject = await p.ctx.schoolTexts.localize(open.subject, lang);
      return html(reply, 200, renderJsapiPage({ ...open, subject, resultUrl }, nonce, lang), nonce);
    },
  );

  // The official account's OAuth comes back here with a code; the state names the bill.
  app.get<{ Querystring: { code?: string; state?: string; lang?: string } }>(
    '/api/pay/wechat/oauth',
    hidden,
    async (req, reply) => {
      const lang = pageLang(req.query, req.headers['accept-language']);
      const gateway = p.gateways.wechat;
      const [billNo = '', sig = ''] = (req.query.state ?? '').split('.');
      if (!gateway?.jsapiEnabled || !req.query.code || !tagMatches(secret, billNo, sig))
        return html(reply, 400, renderWechatMessage('signInFailed', lang));
      const openid = await gateway.openidFromCode(req.query.code);
      if (!openid) return html(reply, 400, renderWechatMessage('signInFailed', lang));
      const secure = base(req).startsWith('https:') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${OPENID_COOKIE}=${encodeURIComponent(`${openid}.${tag(secret, openid)}`)}; Path=${COOKIE_PATH}; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.redirect(
        `${base(req)}/api/pay/wechat/jsapi/${encodeURIComponent(billNo)}${lang === 'en' ? '?lang=en' : ''}`,
        302,
      );
    },
  );

  // Native (desktop): the QR code of the trade until it is paid, then the result page.
  app.get<{
    Params: { billNo: string };
    Querystring: { code?: string; sig?: string; lang?: string };
  }>('/api/pay/wechat/native/:billNo', hidden, async (req, reply) => {
    const lang = pageLang(req.query, req.headers['accept-language']);
    const { code = '', sig = '' } = req.query;
    const bill = await nativeBill(p, req.params.billNo);
    if (!bill || !code.startsWith('weixin://') || !tagMatches(secret, code, sig))
      return html(reply, 404, renderWechatMessage('noBill', lang));
    const resultUrl = `${p.ctx.config.PUBLIC_BASE_URL ?? ''}${paySuccessRoute(bill.orderId)}`;
    if (bill.status !== 'pending') return reply.redirect(resultUrl, 303);
    return html(
      reply,
      200,
      await renderNativePage({ codeUrl: code, amount: bill.amount, resultUrl }, lang),
    );
  });
}
