import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePassword,
  clientLogin,
  clientLoginPassword,
  logout,
  resetPassword,
  sendSms,
  verifySmsCode,
  viewConsent,
  acceptConsent,
} from '@school/contract/api/basic';
import { smsOutbox } from '@school/contract/api/system';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { OutboxSms } from '../../providers/sms/outbox.ts';
import { changePassword as changeOwnPassword } from './passwordChange.ts';
import * as auth from './service.ts';
import { acceptConsent as accept, consentStateOf } from './consentService.ts';
import { sendSmsCode } from './smsService.ts';
import { smsTestHooks } from './testHooks.ts';

/** The web app's device id (time + random), kept with the session when it looks sane. */
function deviceIdOf(req: FastifyRequest): string | undefined {
  const id = req.headers['x-device-id'];
  return typeof id === 'string' && /^[\w.-]{1,64}$/.test(id) ? id : undefined;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  // scrypt costs ~0.5 s of CPU and 128 MiB: a per-IP limit (per server copy) on top of the
  // per-phone lockout keeps one client from tying up the thread pool.
  const scryptLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };

  route(app, ctx, sendSms, async ({ input, req }) => {
    await sendSmsCode(ctx, { phone: input.phone, purpose: input.type, ip: req.ip });
    return null;
  });

  route(app, ctx, viewConsent, ({ user }) => consentStateOf(ctx.db, user));
  route(app, ctx, acceptConsent, ({ input, user }) => accept(ctx, user, input));

  route(app, ctx, clientLogin, ({ input, req }) => auth.loginWithCode(ctx, input, deviceIdOf(req)));

  route(
    app,
    ctx,
    clientLoginPassword,
    ({ input, req }) => auth.loginWithPassword(ctx, input, deviceIdOf(req)),
    scryptLimit,
  );

  route(
    app,
    ctx,
    resetPassword,
    async ({ input }) => {
      await auth.resetPassword(ctx, input);
      return null;
    },
    scryptLimit,
  );

  route(app, ctx, verifySmsCode, ({ input }) => auth.verifyResetCode(ctx, input), scryptLimit);

  route(
    app,
    ctx,
    changePassword,
    ({ input, user }) => changeOwnPassword(ctx, { id: user.id, sessionId: user.sessionId }, input),
    scryptLimit,
  );

  route(app, ctx, logout, async ({ user }) => {
    await auth.logout(ctx, user);
    return null;
  });

  smsTestHooks(app, ctx);

  // The outbox's codes, for development and browser tests: only with the outbox provider and
  // never in production, where this route does not exist at all.
  const sms = ctx.sms;
  if (
    ctx.config.SMS_PROVIDER === 'outbox' &&
    ctx.config.NODE_ENV !== 'production' &&
    sms instanceof OutboxSms
  ) {
    route(app, ctx, smsOutbox, async ({ input }) => ({
      list: sms.latest(input.phone),
      notices: sms.notices(input.phone).map(({ event, text, sentAt }) => ({ event, text, sentAt })),
    }));
  }
}
