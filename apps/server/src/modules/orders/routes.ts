import type { FastifyInstance } from 'fastify';
import {
  createOrder as createOrderEndpoint,
  editOrderReview,
  listOrderReviews,
  listOrders,
} from '@school/contract/api/mall';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { createOrder, listOrderPage } from './service.ts';
import { listProductReviews, reviewOrder } from './reviewService.ts';

/** Orders and their reviews. Paying, cancelling and order/view are in the payments module. */
export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  // Each pending order is a row: at most 20 new orders a minute per client.
  route(app, ctx, createOrderEndpoint, ({ input, user }) => createOrder(ctx, user.id, input), {
    rateLimit: { max: 20, timeWindow: 60_000 },
  });
  route(app, ctx, listOrders, ({ input, user }) => listOrderPage(ctx, user.id, input));
  route(app, ctx, editOrderReview, ({ input, user }) => reviewOrder(ctx, user.id, input));
  route(app, ctx, listOrderReviews, ({ input }) => listProductReviews(ctx, input));
}
