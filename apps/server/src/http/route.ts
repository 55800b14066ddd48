import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '@school/contract/endpoint';
import { envelope } from '@school/contract/envelope';
import { errorEnvelope } from './schemas.ts';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { teacherOfUser } from '../modules/auth/teacherAccess.ts';
import { etagOf, type CacheArea, type CachedBody } from './publicCache.ts';
import { prefersEnglish } from './envelope.ts';

export type RouteContext<E extends Endpoint> = {
  input: z.output<E['input']>;
  req: FastifyRequest;
  ctx: AppContext;
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
 * added here.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  e: E,
  handler: (rc: RouteContext<E>) => Promise<z.output<E['output']>>,
  options: {
    rateLimit?: { max: number; timeWindow: number };
    /**
     * A public read every visitor makes, kept per copy (http/publicCache.ts) in `area`. Without
     * `perViewer` the answer is the same for everyone, token or not; with it, anonymous answers
     * come from the cache and signed-in ones from the handler (which builds them on a cached
     * part), each with an ETag.
     */
    publicCache?: { area: CacheArea; perViewer?: boolean };
  } = {},
) {
  const inputKey = e.method === 'GET' ? 'querystring' : 'body';
  const cache = options.publicCache;
  const replySchema = envelope(e.output);
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
    // A kept answer leaves before the query is parsed and validated: it was made from a request
    // with this very URL, which passed. Most visitors' reads end here.
    onRequest: cache
      ? async (req, reply) => {
          if (cache.perViewer && req.headers.authorization) return;
          const hit = ctx.publicCache.peek(cache.area, cacheKey(req)) as CachedBody | undefined;
          if (hit) return sendCached(req, reply, hit);
        }
      : undefined,
    // Signed-in answers of a cached read get an ETag of their body, and 304 when it matches.
    onSend: cache?.perViewer
      ? async (req, reply, payload) => {
          if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
          const etag = etagOf(payload);
          reply.header('etag', etag).header('cache-control', 'private, no-cache');
          reply.header('vary', 'Authorization, Accept-Language');
          if (req.headers['if-none-match'] !== etag) return payload;
          reply.code(304);
          return '';
        }
      : undefined,
    handler: async (req, reply) => {
      const token = tokenFromHeader(req.headers.authorization);
      if (cache && (!token || !cache.perViewer)) {
        const key = cacheKey(req);
        let hit = ctx.publicCache.peek(cache.area, key) as CachedBody | undefined;
        if (!hit) {
          const readAt = ctx.clock.now();
          const generation = ctx.publicCache.mark(cache.area);
          const input = (e.method === 'GET' ? req.query : req.body) ?? {};
          const data = await handler({ input, req, ctx, user: null } as unknown as RouteContext<E>);
          // What the route's serializer would send (fastify-type-provider-zod encodes, then
          // stringifies), made once and kept.
          const body = JSON.stringify(
            z.encode(replySchema, { code: 0, message: 'success', data: data ?? null }),
          );
          hit = { body, etag: etagOf(body) };
          ctx.publicCache.keep(cache.area, key, hit, readAt, generation);
        }
        return sendCached(req, reply, hit);
      }
      let user: AuthUser | null = null;
      let teacherId: number | undefined;
      if (e.auth !== 'public') user = await authenticate(ctx, token, ctx.clock.now());
      // A public call reads the caller when a valid token comes along (favourites, "mine");
      // a missing or bad token is simply anonymous, never an error.
      else if (token) user = await authenticate(ctx, token, ctx.clock.now()).catch(() => null);
      if (e.auth === 'teacher') teacherId = await teacherOfUser(ctx.db, user!);
      const input = (e.method === 'GET' ? req.query : req.body) ?? {};
      const data = await handler({
        input,
        req,
        ctx,
        user,
        teacherId,
      } as unknown as RouteContext<E>);
      return { code: 0, message: 'success', data: data ?? null };
    },
  });
}

const cacheKey = (req: FastifyRequest) => `${req.url}|${prefersEnglish(req) ? 'en' : 'zh'}`;

/** A kept answer: 304 when the browser has it, else the stored JSON as it is. */
function sendCached(req: FastifyRequest, reply: FastifyReply, hit: CachedBody) {
  reply.header('etag', hit.etag).header('cache-control', 'no-cache');
  reply.header('vary', 'Authorization, Accept-Language');
  if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
  // A string with a JSON type is sent as it is: no second validation or serialization.
  return reply.type('application/json; charset=utf-8').send(hit.body);
}
