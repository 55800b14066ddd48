import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paySuccessRoute, type Gateway } from '@school/contract/api/mall';
import { handleNotification, type Payments } from './service.ts';
import { confirmSandbox, declineSandbox, sandboxBill, type SandboxBill } from './sandboxService.ts';
import { renderNotFoundPage, renderSandboxPage } from './sandboxPage.ts';
import * as repo from './repository.ts';

/**
 * What gateways and browsers reach outside the JSON API: the notify endpoints (form-encoded, plain
 * text answers), the sandbox's confirm page and the return address that leads to the result page.
 * Hidden from the OpenAPI document: they are not calls of the app.
 */

type Lang = 'zh' | 'en';

/** The origin the browser used (behind a proxy with TRUST_PROXY: the forwarded one). */
export const requestOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * Where the server reaches itself: PUBLIC_BASE_URL, else its own listening address (not the
 * request's Host header, which the client chooses), else the request's origin (not listening:
 * tests, where the notification transport is replaced anyway).
 */
function selfBase(app: FastifyInstance, p: Payments, req: FastifyRequest) {
  if (p.ctx.config.PUBLIC_BASE_URL) return p.ctx.config.PUBLIC_BASE_URL;
  const a = app.server.listening ? (app.server.address() as AddressInfo | null) : null;
  if (a && typeof a === 'object') {
    const host =
      a.address === '0.0.0.0'
        ? '127.0.0.1'
        : a.address === '::'
          ? '[::1]'
          : a.family === 'IPv6'
            ? `[${a.address}]`
            : a.address;
    return `http://${host}:${a.port}`;
  }
  return requestOrigin(req);
}

/** Form fields as strings; anything else (arrays, objects, no body) is not a notification. */
function formFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return out;
}

const hidden = { schema: { hide: true } };

export function gatewayRoutes(app: FastifyInstance, p: Payments) {
  const base = () => p.ctx.config.PUBLIC_BASE_URL ?? '';
  const toResult = (reply: FastifyReply, orderId: number | undefined) =>
    reply.redirect(`${base()}${orderId ? paySuccessRoute(orderId) : '/#/pages/mine/order'}`, 303);

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const notify = (name: Gateway) => async (req: FastifyRequest, reply: FastifyReply) => {
      const fields = formFields(req.body);
      const answer = fields ? await handleNotification(p, name, fields) : 'fail';
      return reply.type('text/plain; charset=utf-8').send(answer);
    };
    scope.post('/api/lc_shop_service/alipay/notify', hidden, notify('alipay'));
    scope.post('/api/lc_shop_service/sandbox/notify', hidden, notify('sandbox'));

    const html = (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(body);

    /**
     * The page's language: `?lang=en` (the app adds it in English mode, decision 0019), else the
     * browser's Accept-Language. The product's name follows it.
     */
    const pageLang = (req: FastifyRequest<{ Querystring: { lang?: string } }>): Lang =>
      req.query.lang === 'en' || req.query.lang === 'zh'
        ? req.query.lang
        : /^\s*en/i.test(req.headers['accept-language'] ?? '')
          ? 'en'
          : 'zh';
    const sandboxPage = async (
      reply: FastifyReply,
      code: number,
      bill: SandboxBill,
      lang: Lang,
    ) => {
      const productName = await p.ctx.schoolTexts.localize(bill.productName, lang);
      return html(
        reply,
        code,
        renderSandboxPage(
          { ...bill, productName },
          `${base()}${paySuccessRoute(bill.orderId)}`,
          lang,
        ),
      );
    };
    type PageRequest = { Params: { billNo: string }; Querystring: { lang?: string } };

    scope.get<PageRequest>('/api/pay/sandbox/:billNo', hidden, async (req, reply) => {
      const lang = pageLang(req);
      const bill = await sandboxBill(p, req.params.billNo);
      if (!bill) return html(reply, 404, renderNotFoundPage(lang));
      return sandboxPage(reply, 200, bill, lang);
    });

    scope.post<PageRequest>('/api/pay/sandbox/:billNo', hidden, async (req, reply) => {
      const lang = pageLang(req);
      const action = formFields(req.body)?.action;
      const { billNo } = req.params;
      if (action === 'cancel') return toResult(reply, (await declineSandbox(p, billNo))?.orderId);
      if (action !== 'pay') return html(reply, 400, renderNotFoundPage(lang));
      const notifyUrl = `${selfBase(app, p, req)}/api/lc_shop_service/sandbox/notify`;
      const bill = await confirmSandbox(p, billNo, notifyUrl);
      if (!bill) return html(reply, 404, renderNotFoundPage(lang));
      if (bill.state !== 'payable') return sandboxPage(reply, 409, bill, lang);
      return toResult(reply, bill.orderId);
    });

    // Gateways send the browser here after paying (Alipay appends its own query parameters).
    scope.get<{ Params: { billNo: string } }>(
      '/api/pay/result/:billNo',
      hidden,
      async (req, reply) => {
        const bill = await repo.findBillByNo(p.ctx.db, req.params.billNo);
        return toResult(reply, bill?.orderId);
      },
    );
  });
}
