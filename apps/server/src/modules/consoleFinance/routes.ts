import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/finance';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  moneyDashboard,
  revenueDays,
  revenueProducts,
  unusedCredits,
} from '../payments/financeService.ts';
import {
  createReconciliationRunner,
  listDifferences,
  listRuns,
} from '../payments/reconciliationViewService.ts';
import { rerunAudited, resolveDifferenceAudited } from './service.ts';

/**
 * The console's finance area (docs/design/money.md §8, decision 0028). Each call's permission is in its
 * route. Registered after the payments' routes: it uses their gateways (`app.payments`), and
 * starts the daily reconciliation job on every copy (the runs are unique per gateway and day).
 */
export function consoleFinanceRoutes(app: FastifyInstance, ctx: AppContext) {
  const p = app.payments;
  route(app, ctx, api.listRevenueDays, ({ input }) => revenueDays(ctx, input));
  route(app, ctx, api.listRevenueProducts, ({ input }) => revenueProducts(ctx, input));
  route(app, ctx, api.listUnusedCredits, ({ input }) => unusedCredits(ctx, input));
  route(app, ctx, api.viewMoneyDashboard, () => moneyDashboard(ctx));
  route(app, ctx, api.listReconciliationRuns, ({ input }) => listRuns(ctx.db, input));
  route(app, ctx, api.listReconciliationDifferences, ({ input }) => listDifferences(ctx.db, input));
  route(app, ctx, api.resolveReconciliationDifference, ({ input, actor }) =>
    resolveDifferenceAudited(ctx, actor, input),
  );
  route(app, ctx, api.rerunReconciliation, ({ input, actor }) => rerunAudited(p, actor, input.id));

  if (ctx.config.JOBS_ENABLED) {
    const job = createReconciliationRunner(p, ctx.config.JOB_INTERVAL_MINUTES * 60_000);
    app.addHook('onReady', () => job.start());
    app.addHook('preClose', () => job.stop());
  }
}
