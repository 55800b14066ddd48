import type { FastifyInstance } from 'fastify';
import { listAudit, listMoneyAudit } from '@school/contract/api/admin/audit';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as audit from './service.ts';

export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listAudit, ({ input }) => audit.listAudit(ctx.db, input, false));
  route(app, ctx, listMoneyAudit, ({ input }) => audit.listAudit(ctx.db, input, true));
}
