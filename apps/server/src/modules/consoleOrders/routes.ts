import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/orders';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listOrders, refundOrder, viewOrder } from './service.ts';

/**
 * The console's orders and refunds (issue 15, docs/design/money.md §8). The permission of each call is in
 * its route (money.read, money.edit); the payment gateways are the payments module's
 * (`app.payments`, registered before this).
 */
export function consoleOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const p = app.payments;
  route(app, ctx, api.listAdminOrders, ({ input }) => listOrders(p, input));
  route(app, ctx, api.viewAdminOrder, ({ input }) => viewOrder(p, input.id));
  route(app, ctx, api.refundAdminOrder, ({ input, actor, req }) =>
    refundOrder(p, actor, input, ctx.config.PUBLIC_BASE_URL ?? `${req.protocol}://${req.host}`),
  );
}
