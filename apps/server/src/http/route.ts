import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '@school/contract/endpoint';
import type { Method } from '@school/contract/routes/route';
import { envelope } from '@school/contract/envelope';
import { errorEnvelope } from './schemas.ts';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { assertStorableText } from './storableText.ts';
import { etagOf, type CacheArea, type CachedBody } from './publicCache.ts';
import { teacherOfUser } from '../modules/teachers/service.ts';
import { findStaffCaller } from '../modules/staff/service.ts';
import { roleMay, type Permission } from '@school/contract/routes/permissions';
import { AppError } from './errors.ts';
import type { StaffActor } from './staffActor.ts';
import { langOf, type Lang } from '../modules/i18n/schoolTexts.ts';
import {
  readUploadedFile,
  registerFileParsers,
  type FileLimits,
  type UploadedFile,
} from './files.ts';

/** What a file endpoint's handler gets as `input`: the one file, its declared type and bytes. */
export type { UploadedFile } from './files.ts';

/** Every endpoint of the contract: public, families', teachers' and staff (console) calls. */
type ServedEndpoint = Endpoint<z.ZodType, z.ZodType, Method>;

type InputOf<E extends ServedEndpoint, F> = F extends FileLimits
  ? UploadedFile
  : z.output<E['input']>;

export type RouteContext<E extends ServedEndpoint, F = undefined> = {
  input: InputOf<E, F>;
  req: FastifyRequest;
  ctx: AppContext;
  /** The caller's language (`Accept-Language`); the school's texts in `data` follow it. */
  lang: Lang;
} & (E['auth'] extends 'staff'
  ? {
      /** The staff member calling; their role holds the route's permission. */
      actor: StaffActor;
      /** Their session (logout, a password change keeping this session). */
      staffSessionId: number;
    }
  : E['auth'] extends 'teacher'
    ? { user: AuthUser; teacherId: number }
    : E['auth'] extends 'user'
      ? { user: AuthUser }
      : { user: AuthUser | null });

interface Caller {
  user: AuthUser | null;
  teacherId?: number;
  actor?: StaffActor;
  staffSessionId?: number;
}

/** Who called, found before anything else of the request is read (see `route`). */
const callers = new WeakMap<FastifyRequest, Caller>();

export interface RouteOptions<F extends FileLimits | undefined> {
  rateLimit?: { max: number; timeWindow: number };
  /**
   * The body is one file (raw bytes with its image/... Content-Type, or one part of a
   * multipart/form-data form), not JSON; the handler gets it as `input`.
   */
  file?: F;
  /**
   * A public read every visitor makes, kept per copy (http/publicCache.ts) in `area`. Without
   * `perViewer` the answer is the same for everyone, token or not; with it, anonymous answers
   * come from the cache and signed-in ones from the handler (which builds them on a cached
   * part), each with an ETag.
   */
  publicCache?: { area: CacheArea; perViewer?: boolean };
  /**
   * The answer carries each school text in both languages (`{ zh, en }`, the console's editors,
   * decision 0023) and is sent as it is: the English swap would turn the `zh` side into English.
   */
  bilingual?: boolean;
}

/**
 * Registers one contract endpoint: its input schema validates the query (GET) or body (POST), its
 * output schema validates `data` of the reply, and a signed-in call gets `user` or answers
 * 1002/1003/3005. A teacher call (`auth: 'teacher'`) also needs a teacher account linked to a
 * teacher (3003 otherwise) and gets its `teacherId`. The handler returns `data`; the envelope is
 * added here, and the school's texts in `data` are put in the caller's language (decision 0019).
 *
 * The caller is checked first, on the request's first hook: a private call without a valid token
 * answers 1002/1003 before its body is read or its input validated, so an anonymous caller learns
 * nothing about a private call's shape and cannot make the server buffer a large body.
 */
export function route<E extends ServedEndpoint, F extends FileLimits | undefined = undefined>(
  app: FastifyInstance,
  ctx: AppContext,
  e: E,
  handler: (rc: RouteContext<E, F>) => Promise<z.output<E['output']>>,
  options: RouteOptions<F> = {},
) {
  const inputKey = e.method === 'GET' ? 'querystring' : 'body';
  const file = options.file;
  const cache = options.publicCache;
  const replySchema = envelope(e.output);
  const register = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: e.method,
      url: e.path,
      schema: {
        summary: e.summary,
        tags: e.tags,
        ...(file ? {} : { [inputKey]: e.input }),
        response: { 200: envelope(e.output), '4xx': errorEnvelope, '5xx': errorEnvelope },
        security: e.auth !== 'public' ? [{ bearer: [] }] : [],
      },
      config: {
        ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
        ...(file ? { fileBody: file } : {}),
      },
      onRequest: async (req, reply) => {
        // A kept answer leaves before the query is parsed and validated: it was made from a
        // request with this very URL, which passed. Most visitors' reads end here.
        if (cache && !(cache.perViewer && req.headers.authorization)) {
          const hit = ctx.publicCache.peek(cache.area, cacheKey(req)) as CachedBody | undefined;
          if (hit) return sendCached(req, reply, hit);
        }
        callers.set(req, await findCaller(ctx, e, req));
      },
      // Signed-in answers of a cached read get an ETag of their body, and 304 when it matches.
      onSend: cache?.perViewer
        ? async (req, reply, payload) => {
            // A kept answer (sendCached) already carries its ETag, worked out once when kept.
            if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag'))
              return payload;
            const etag = etagOf(payload);
            reply.header('etag', etag).header('cache-control', 'private, no-cache');
            reply.header('vary', 'Authorization, Accept-Language');
            if (req.headers['if-none-match'] !== etag) return payload;
            reply.code(304);
            return '';
          }
        : undefined,
      // Once for every call, before its schema: text no column can hold is refused naming the
      // field, whatever the call (a 500 from the database otherwise).
      preValidation: async (req) => {
        if (file) return;
        assertStorableText(
          e.method === 'GET' ? req.query : req.body,
          e.method === 'GET' ? 'query' : 'body',
        );
      },
      handler: async (req, reply) => {
        const caller = callers.get(req)!;
        if (cache && (!req.headers.authorization || !cache.perViewer)) {
          const key = cacheKey(req);
          let hit = ctx.publicCache.peek(cache.area, key) as CachedBody | undefined;
          if (!hit) {
            const readAt = ctx.clock.now();
            const generation = ctx.publicCache.mark(cache.area);
            const input = (e.method === 'GET' ? req.query : req.body) ?? {};
            const lang = langOf(req.headers['accept-language']);
            const data = await ctx.schoolTexts.localize(
              await handler({ input, req, ctx, lang, user: null } as unknown as RouteContext<E, F>),
              lang,
            );
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
        const input = file
          ? await readUploadedFile(req, file)
          : ((e.method === 'GET' ? req.query : req.body) ?? {});
        const lang = langOf(req.headers['accept-language']);
        const data = await handler({
          input,
          req,
          ctx,
          lang,
          user: caller.user,
          teacherId: caller.teacherId,
          actor: caller.actor,
          staffSessionId: caller.staffSessionId,
        } as unknown as RouteContext<E, F>);
        // Every text the school wrote answers in the caller's language, here for every call.
        const localized = options.bilingual ? data : await ctx.schoolTexts.localize(data, lang);
        const answer = { code: 0, message: 'success', data: localized ?? null };
        // A signed-in answer of a cached read is built from kept parts shaped by the output
        // schema (the catalogue's rows are checked when kept, the schedule names each field):
        // sent as JSON without a pass through the schema, which cost a third of the CPU of each
        // such call. publicCache.test.ts checks these answers against their schemas.
        if (cache?.perViewer)
          return reply
            .type('application/json; charset=utf-8')
            .send(JSON.stringify(answer) as never);
        return answer;
      },
    });
  if (!file) {
    register(app);
    return;
  }
  // The file parsers exist only in this scope: every other call takes JSON alone.
  void app.register(async (scope) => {
    await registerFileParsers(scope, file);
    register(scope);
  });
}

async function findCaller(ctx: AppContext, e: Endpoint, req: FastifyRequest): Promise<Caller> {
  const token = tokenFromHeader(req.headers.authorization);
  const now = ctx.clock.now();
  if (e.auth === 'public') {
    // A public call reads the caller when a valid token comes along (favourites, "mine");
    // a missing or bad token is simply anonymous, never an error.
    return { user: token ? await authenticate(ctx, token, now).catch(() => null) : null };
  }
  if (e.auth === 'staff') return findStaff(ctx, e, req, token);
  const user = await authenticate(ctx, token, now);
  if (e.auth === 'teacher') return { user, teacherId: await teacherOfUser(ctx.db, user) };
  return { user };
}

/**
 * A console call (docs/design/console.md §7): a staff token whose role holds the route's permission. No token
 * answers 1002; a staff session that ended, 1003 (the console signs in again); a family or
 * teacher token, or a role without the permission, 3003. All before the body is read.
 */
async function findStaff(
  ctx: AppContext,
  e: Endpoint,
  req: FastifyRequest,
  token: string | undefined,
): Promise<Caller> {
  if (!token) throw new AppError(1002);
  const found = await findStaffCaller(ctx, token, req.ip);
  if (found.kind === 'ended') throw new AppError(1003);
  if (found.kind === 'none') {
    // Not a staff token: a valid family or teacher token is refused (3003), anything else is
    // the 1003 of an unknown token.
    await authenticate(ctx, token, ctx.clock.now());
    throw new AppError(3003);
  }
  if (!e.permission || !roleMay(found.actor.role, e.permission as Permission)) {
    throw new AppError(3003);
  }
  return { user: null, actor: found.actor, staffSessionId: found.sessionId };
}

// The language is part of the key: the school's texts are swapped into English before keeping.
const cacheKey = (req: FastifyRequest) => `${req.url}|${langOf(req.headers['accept-language'])}`;

/** A kept answer: 304 when the browser has it, else the stored JSON as it is. */
function sendCached(req: FastifyRequest, reply: FastifyReply, hit: CachedBody) {
  reply.header('etag', hit.etag).header('cache-control', 'no-cache');
  reply.header('vary', 'Authorization, Accept-Language');
  if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
  // A string with a JSON type is sent as it is: no second validation or serialization.
  return reply.type('application/json; charset=utf-8').send(hit.body);
}

/**
 * The signed-in user for a route that cannot go through route() (a raw binary body); the same
 * check as an 'auth: user' endpoint, so modules never import the auth module for it.
 */
export function signedInUser(ctx: AppContext, req: FastifyRequest) {
  return authenticate(ctx, tokenFromHeader(req.headers.authorization), ctx.clock.now());
}
