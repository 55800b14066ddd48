import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/families';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { listResults } from '../exams/service.ts';
import { listLessonPage } from '../lessons/service.ts';
import { listOrderPage } from '../orders/service.ts';
import { pageGrants, pageLedger } from '../credits/consoleService.ts';
import { findFamily } from '../users/consoleService.ts';
import { consentStateOf } from '../auth/consentService.ts';
import { erase, grantCredits, listFamilies, setStatus, viewFamily } from './service.ts';

/**
 * The console's families (docs/design/console.md §7). A family's tabs read through the owners' own list
 * functions (the same the family's app calls, with the family's id), after checking the id is a
 * family's (2001 otherwise).
 */
export function consoleFamiliesRoutes(app: FastifyInstance, ctx: AppContext) {
  const both = { bilingual: true } as const;
  route(app, ctx, api.listAdminFamilies, ({ input }) => listFamilies(ctx, input), both);
  route(app, ctx, api.viewAdminFamily, ({ input }) => viewFamily(ctx, input.id), both);
  // A family's account is always a student's (findFamily: 2001 otherwise).
  route(app, ctx, api.viewAdminFamilyConsent, async ({ input }) => {
    const family = await findFamily(ctx.db, input.id);
    return consentStateOf(ctx.db, { id: family.id, role: 'student' });
  });
  route(
    app,
    ctx,
    api.listAdminFamilyGrants,
    async ({ input }) => {
      await findFamily(ctx.db, input.id);
      return pageGrants(ctx.db, input.id, input.page, input.pageSize, ctx.clock.now());
    },
    both,
  );
  route(
    app,
    ctx,
    api.listAdminFamilyLedger,
    async ({ input }) => {
      await findFamily(ctx.db, input.id);
      return pageLedger(ctx.db, input.id, input.page, input.pageSize);
    },
    both,
  );
  route(
    app,
    ctx,
    api.listAdminFamilyLessons,
    async ({ input }) => {
      await findFamily(ctx.db, input.id);
      return listLessonPage(ctx, input.id, { ...input, scope: 'all' });
    },
    both,
  );
  route(
    app,
    ctx,
    api.listAdminFamilyExams,
    async ({ input }) => {
      await findFamily(ctx.db, input.id);
      return listResults(ctx, input.id, { page: input.page, pageSize: input.pageSize });
    },
    both,
  );
  route(
    app,
    ctx,
    api.listAdminFamilyOrders,
    async ({ input }) => {
      await findFamily(ctx.db, input.id);
      return listOrderPage(ctx, input.id, { page: input.page, pageSize: input.pageSize });
    },
    both,
  );
  route(
    app,
    ctx,
    api.grantAdminFamilyCredits,
    ({ input, actor }) => grantCredits(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.setAdminFamilyStatus,
    ({ input, actor }) => setStatus(ctx, actor, input),
    both,
  );
  route(app, ctx, api.eraseAdminFamily, ({ input, actor }) => erase(ctx, actor, input), both);
}
