import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { backdateSmsCode } from './repository.ts';
import { SMS_RESEND_MS } from './smsRules.ts';

/**
 * Browser tests only (E2E_TEST_HOOKS, refused in production): "a minute passes" for a phone's
 * SMS code, so a test that needs a second code for the same phone (set a password, then delete
 * the account) does not sit out the 60 s resend rule in real time. The rule itself, and the
 * count-down the app shows, are unchanged and still tested.
 */
export function smsTestHooks(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.E2E_TEST_HOOKS || ctx.config.NODE_ENV === 'production') return;
  app.post<{ Params: { phone: string } }>(
    '/api/test-hooks/sms/:phone/resend-wait-over',
    { schema: { hide: true } },
    async (req) => {
      if (!(await backdateSmsCode(ctx.db, req.params.phone, SMS_RESEND_MS)))
        throw notFound('no code was sent to this phone');
      return { code: 0, message: 'success', data: null };
    },
  );
}
