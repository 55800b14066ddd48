import type { FastifyInstance } from 'fastify';
import { listLedger, viewCredits } from '@school/contract/api/credits';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listLedgerPage, viewCreditSummary } from './service.ts';

export function creditRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listLedger, ({ user, input }) => listLedgerPage(ctx, user.id, input));
  route(app, ctx, viewCredits, ({ user }) => viewCreditSummary(ctx, user.id));
}
