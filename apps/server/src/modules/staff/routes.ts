import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/staff';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as account from './account.ts';
import * as factorLock from './factorLock.ts';
import * as manage from './manage.ts';
import * as service from './service.ts';
import * as signIn from './signIn.ts';

export function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  // scrypt costs ~0.5 s of CPU: a per-IP limit on top of the per-phone lockout (as auth does).
  const scryptLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };

  route(
    app,
    ctx,
    api.staffLogin,
    ({ input, req }) => signIn.login(ctx, input, req.ip),
    scryptLimit,
  );
  route(app, ctx, api.staffVerify, ({ input, req }) => signIn.verify(ctx, input, req.ip));
  route(app, ctx, api.staffResendCode, async ({ input, req }) => {
    await signIn.resend(ctx, input, req.ip);
    return null;
  });
  route(app, ctx, api.staffSendPasswordCode, async ({ input, req }) => {
    await signIn.sendPasswordCode(ctx, input, req.ip);
    return null;
  });
  route(
    app,
    ctx,
    api.staffSetPassword,
    async ({ input, req }) => {
      await signIn.setPassword(ctx, input, req.ip);
      return null;
    },
    scryptLimit,
  );
  route(app, ctx, api.staffLogout, async ({ staffSessionId }) => {
    await service.endStaffSession(ctx.db, staffSessionId, ctx.clock.now());
    return null;
  });

  route(app, ctx, api.staffMe, ({ actor }) => service.staffMe(ctx.db, actor));
  route(
    app,
    ctx,
    api.staffChangePassword,
    async ({ input, actor, staffSessionId }) => {
      await account.changePassword(ctx, actor, staffSessionId, input);
      return null;
    },
    scryptLimit,
  );
  route(app, ctx, api.staffTotpSetup, ({ actor }) => account.setupTotp(ctx, actor));
  route(app, ctx, api.staffTotpEnable, async ({ input, actor }) => {
    await account.enableTotp(ctx, actor, input);
    return null;
  });
  route(
    app,
    ctx,
    api.staffTotpDisable,
    async ({ input, actor }) => {
      await account.disableTotp(ctx, actor, input);
      return null;
    },
    scryptLimit,
  );

  route(app, ctx, api.listStaff, ({ input }) => manage.listStaff(ctx.db, input));
  route(app, ctx, api.inviteStaff, ({ input, actor }) => manage.inviteStaff(ctx, actor, input));
  route(app, ctx, api.changeStaffRole, ({ input, actor }) => manage.changeRole(ctx, actor, input));
  route(app, ctx, api.unlockStaffFactor, ({ input, actor }) =>
    factorLock.unlockFactor(ctx, actor, input),
  );
  route(app, ctx, api.removeStaff, async ({ input, actor }) => {
    await manage.removeMember(ctx, actor, input);
    return null;
  });
}
