import type { FastifyInstance } from 'fastify';
import {
  listBooks,
  listTextbooks as listTextbooksEndpoint,
  viewBook,
} from '@school/contract/api/books';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listBookPage, listTextbooks, viewBookDetail } from './service.ts';

export function bookRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listBooks, ({ input }) => listBookPage(ctx.db, input));
  route(app, ctx, viewBook, ({ input }) => viewBookDetail(ctx.db, input.id));
  route(app, ctx, listTextbooksEndpoint, ({ input }) => listTextbooks(ctx.db, input.level));
}
