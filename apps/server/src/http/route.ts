import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@school/contract/endpoint';
import { envelope } from '@school/contract/envelope';
import { errorEnvelope } from './schemas.ts';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/auth/sessions.ts';
import type { AppContext } from '../context.ts';

export type RouteContext<E extends Endpoint> = {
  input: z.output<E['input']>;
  req: FastifyRequest;
  ctx: AppContext;
} & (E['auth'] extends 'user' ? { user: AuthUser } : { user: AuthUser | null });

/**
 * Registers one contract endpoint: its input schema validates the query (GET) or body (POST), its
 * output schema validates `data` of the reply, and a signed-in call gets `user` or answers
 * 1002/1003/3005. The handler returns `data`; the envelope is added here.
 */
export function route<E extends Endpoint>(
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
      ...(e.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (req) => {
      const token = tokenFromHeader(req.headers.authorization);
      let user: AuthUser | null = null;
      if (e.auth === 'user') user = await authenticate(ctx.db, token, ctx.clock.now());
      // A public call reads the caller when a valid token comes along (favourites, "mine");
      // a missing or bad token is simply anonymous, never an error.
      else if (token) user = await authenticate(ctx.db, token, ctx.clock.now()).catch(() => null);
      const input = (e.method === 'GET' ? req.query : req.body) ?? {};
      const data = await handler({ input, req, ctx, user } as unknown as RouteContext<E>);
      return { code: 0, message: 'success', data: data ?? null };
    },
  });
}
