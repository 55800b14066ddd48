import type { FastifyInstance } from 'fastify';
import { listProducts, viewProduct } from '@school/contract/api/mall';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listProductPage, viewProductDetail } from './service.ts';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listProducts, ({ input }) => listProductPage(ctx.db, input), {
    publicCache: { area: 'catalog' },
  });
  route(app, ctx, viewProduct, ({ input }) => viewProductDetail(ctx.db, input.id));
}
