import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@school/contract/endpoint';
import type { Method } from '@school/contract/routes/route';
import { envelope } from '@school/contract/envelope';
import { errorEnvelope } from './schemas.ts';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { assertStorableText } from './storableText.ts';
import { teacherOfUser } from '../modules/teachers/service.ts';
import { langOf, type Lang } from '../modules/i18n/schoolTexts.ts';
import {
  readUploadedFile,
  registerFileParsers,
  type FileLimits,
  type UploadedFile,
} from './files.ts';

/** What a file endpoint's handler gets as `input`: the one file, its declared type and bytes. */
export type { UploadedFile } from './files.ts';

/**
 * The endpoints this server can serve today. Staff calls (`auth: 'staff'`, the console) need the
 * staff sessions and permission check of issue 13 first; until then the compiler refuses them here.
 */
type ServedEndpoint = Endpoint<z.ZodType, z.ZodType, Method, 'public' | 'user' | 'teacher'>;

type InputOf<E extends ServedEndpoint, F> = F extends FileLimits
  ? UploadedFile
  : z.output<E['input']>;

export type RouteContext<E extends ServedEndpoint, F = undefined> = {
  input: InputOf<E, F>;
  req: FastifyRequest;
  ctx: AppContext;
  /** The caller's language (`Accept-Language`); the school's texts in `data` follow it. */
  lang: Lang;
} & (E['auth'] extends 'teacher'
  ? { user: AuthUser; teacherId: number }
  : E['auth'] extends 'user'
    ? { user: AuthUser }
    : { user: AuthUser | null });

interface Caller {
  user: AuthUser | null;
  teacherId?: number;
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
      onRequest: async (req) => {
        callers.set(req, await findCaller(ctx, e, req));
      },
      // Once for every call, before its schema: text no column can hold is refused naming the
      // field, whatever the call (a 500 from the database otherwise).
      preValidation: async (req) => {
        if (file) return;
        assertStorableText(
          e.method === 'GET' ? req.query : req.body,
          e.method === 'GET' ? 'query' : 'body',
        );
      },
      handler: async (req) => {
        const caller = callers.get(req)!;
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
        } as unknown as RouteContext<E, F>);
        // Every text the school wrote answers in the caller's language, here for every call.
        const localized = await ctx.schoolTexts.localize(data, lang);
        return { code: 0, message: 'success', data: localized ?? null };
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
  const user = await authenticate(ctx, token, now);
  if (e.auth === 'teacher') return { user, teacherId: await teacherOfUser(ctx.db, user) };
  return { user };
}
