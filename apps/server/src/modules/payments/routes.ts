import type { FastifyInstance } from 'fastify';
import {
  changeOrderBillStatus,
  listOrderBills,
  payOrder,
  payOrderAlipay,
  payOrderWechat,
  listPayGateways,
  viewOrder,
} from '@school/contract/api/mall';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { createPaymentGateways } from '../../providers/payment/index.ts';
import { gatewayRoutes, requestOrigin } from './gatewayRoutes.ts';
import {
  cancelOrder,
  listBills,
  startPayment,
  viewOrderPolling,
  type Payments,
} from './service.ts';
import { createPaymentSweepRunner } from './sweep.ts';
import { wechatRoutes } from './wechatRoutes.ts';
import { wechatHooks } from './wechatService.ts';
import { applyRefundResult } from './refundFlow.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateways and context of this app (tests reach the sandbox's transport here). */
    payments: Payments;
  }
}

/** Paying, cancelling, bills, the polled order view, the gateways' endpoints and the sweep. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const p: Payments = { ctx, gateways: await createPaymentGateways(ctx) };
  app.decorate('payments', p);
  // WeChat's refund notifications settle refunds as the refund query does.
  wechatHooks.set(p, {
    onRefund: async (check) => void (await applyRefundResult(ctx, check.refund)),
  });

  const payLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  route(
    app,
    ctx,
    payOrder,
    ({ input, user, req, lang }) =>
      startPayment(p, user.id, input.orderId, 'preferred', requestOrigin(req), { lang }),
    payLimit,
  );
  route(
    app,
    ctx,
    payOrderAlipay,
    ({ input, user, req, lang }) =>
      startPayment(p, user.id, input.orderId, 'alipay', requestOrigin(req), { lang }),
    payLimit,
  );
  route(
    app,
    ctx,
    payOrderWechat,
    ({ input, user, req, lang }) =>
      startPayment(p, user.id, input.orderId, 'wechat', requestOrigin(req), {
        scene: input.scene,
        clientIp: req.ip,
        lang,
      }),
    payLimit,
  );
  route(app, ctx, listPayGateways, () =>
    Promise.resolve({
      gateways: p.gateways.enabled,
      wechatJsapi: p.gateways.wechat?.jsapiEnabled ?? false,
    }),
  );
  route(app, ctx, changeOrderBillStatus, ({ input, user }) =>
    cancelOrder(p, user.id, input.orderId),
  );
  route(app, ctx, listOrderBills, ({ input, user }) => listBills(p, user.id, input));
  route(app, ctx, viewOrder, ({ input, user }) => viewOrderPolling(p, user.id, input.id));
  gatewayRoutes(app, p);
  wechatRoutes(app, p);

  // Orders close 30 minutes after they are made: more often than the hourly jobs run.
  if (ctx.config.JOBS_ENABLED) {
    const sweep = createPaymentSweepRunner(p, ctx.config.PAYMENT_SWEEP_SECONDS * 1000);
    app.addHook('onReady', () => sweep.start());
    app.addHook('preClose', () => sweep.stop());
  }
  app.addHook('preClose', () => p.gateways.sandbox.stop());
}
