import type { FastifyInstance } from 'fastify';
import { listOutline, listOutlineParents } from '@school/contract/api/outline';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listOutlinePath, listOutlineTree } from './service.ts';

export function outlineRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listOutline, () => listOutlineTree(ctx.db), { publicCache: { area: 'outline' } });
  route(app, ctx, listOutlineParents, ({ input }) => listOutlinePath(ctx.db, input.id));
}
