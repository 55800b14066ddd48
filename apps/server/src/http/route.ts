import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@school/contract/endpoint';
import type { Method } from '@school/contract/routes/route';
import { envelope } from '@school/contract/envelope';
import { errorEnvelope } from './schemas.ts';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { teacherOfUser } from '../modules/teachers/service.ts';
import { langOf, type Lang } from '../modules/i18n/schoolTexts.ts';

/**
 * The endpoints this server can serve today. Staff calls (`auth: 'staff'`, the console) need the
 * staff sessions and permission check of issue 13 first; until then the compiler refuses them here.
 */
type ServedEndpoint = Endpoint<z.ZodType, z.ZodType, Method, 'public' | 'user' | 'teacher'>;

export type RouteContext<E extends ServedEndpoint> = {
  input: z.output<E['input']>;
  req: FastifyRequest;
  ctx: AppContext;
  /** The caller's language (`Accept-Language`); the school's texts in `data` follow it. */
  lang: Lang;
} & (E['auth'] extends 'teacher'
  ? { user: AuthUser; teacherId: number }
  : E['auth'] extends 'user'
    ? { user: AuthUser }
    : { user: AuthUser | null });

/**
 * Registers one contract endpoint: its input schema validates the query (GET) or body (POST), its
 * output schema validates `data` of the reply, and a signed-in call gets `user` or answers
 * 1002/1003/3005. A teacher call (`auth: 'teacher'`) also needs a teacher account linked to a
 * teacher (3003 otherwise) and gets its `teacherId`. The handler returns `data`; the envelope is
 * added here, and the school's texts in `data` are put in the caller's language (decision 0019).
 */
export function route<E extends ServedEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  e: E,
  handler: (rc: RouteContext<E>) => Promise<z.output<E['output']>>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
) {
  const inputKey = e.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      summary: e.summary,
      tags: e.tags,
      [inputKey]: e.input,
      response: { 200: envelope(e.output), '4xx': errorEnvelope, '5xx': errorEnvelope },
      ...(e.auth !== 'public' ? { security: [{ bearer: [] }] } : {}),
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (req) => {
      const token = tokenFromHeader(req.headers.authorization);
      let user: AuthUser | null = null;
      let teacherId: number | undefined;
      if (e.auth !== 'public') user = await authenticate(ctx, token, ctx.clock.now());
      // A public call reads the caller when a valid token comes along (favourites, "mine");
      // a missing or bad token is simply anonymous, never an error.
      else if (token) user = await authenticate(ctx, token, ctx.clock.now()).catch(() => null);
      if (e.auth === 'teacher') teacherId = await teacherOfUser(ctx.db, user!);
      const input = (e.method === 'GET' ? req.query : req.body) ?? {};
      const lang = langOf(req.headers['accept-language']);
      const data = await handler({
        input,
        req,
        ctx,
        lang,
        user,
        teacherId,
      } as unknown as RouteContext<E>);
      // Every text the school wrote answers in the caller's language, here for every call.
      return {
        code: 0,
        message: 'success',
        data: (await ctx.schoolTexts.localize(data, lang)) ?? null,
      };
    },
  });
}

/**
 * The signed-in caller of a route registered without route() (a multipart upload): the same
 * check as a `user` call, 1002/1003/3005 otherwise.
 */
export const requestUser = (ctx: AppContext, req: FastifyRequest): Promise<AuthUser> =>
  authenticate(ctx, tokenFromHeader(req.headers.authorization), ctx.clock.now());
