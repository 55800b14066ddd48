import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@school/contract/endpoint';
import type { Method } from '@school/contract/rules/route';
import { envelope } from '@school/contract/envelope';
import { errorEnvelope } from './schemas.ts';
import type { AuthUser } from '../modules/auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { assertStorableText } from './storableText.ts';
import type { StaffActor } from './staffActor.ts';
import { langOf, type Lang } from '../modules/i18n/schoolTexts.ts';
import type { PublicCacheRule } from './publicCacheRoutes.ts';
import {
  readUploadedFile,
  registerFileParsers,
  type FileLimits,
  type UploadedFile,
} from './files.ts';

/** What a file endpoint's handler gets as `input`: the one file, its declared type and bytes. */
export type { UploadedFile } from './files.ts';
export { signedInUser } from './callers.ts';

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

export interface RouteOptions<F extends FileLimits | undefined> {
  rateLimit?: { max: number; timeWindow: number };
  /**
   * The body is one file (raw bytes with its image/... Content-Type, or one part of a
   * multipart/form-data form), not JSON; the handler gets it as `input`.
   */
  file?: F;
  /**
   * A public read every visitor makes, kept per copy (http/publicCacheRoutes.ts) in `area`.
   * Without `perViewer` the answer is the same for everyone, token or not (the handler gets no
   * user); with it, anonymous answers come from the cache and signed-in ones from the handler
   * (which builds them on a cached part), each with an ETag.
   */
  publicCache?: PublicCacheRule;
  /**
   * The answer carries each school text in both languages (`{ zh, en }`, the console's editors,
   * decision 0023) and is sent as it is: the English swap would turn the `zh` side into English.
   */
  bilingual?: boolean;
}

/**
 * Registers one contract endpoint as a Fastify route made of the parts in this folder, each a
 * plugin that reads the route's `config` (registered in app.ts, in this order):
 *  - the public cache (`publicCacheRoutes.ts`, `config.publicCache`): kept answers leave on the
 *    first hook;
 *  - the caller (`callers.ts`, `config.caller`): a signed-in call gets `user` or answers
 *    1002/1003/3005; a teacher call (`auth: 'teacher'`) also needs a teacher account linked to a
 *    teacher (3003 otherwise) and gets its `teacherId`; a console call a staff session whose role
 *    holds the endpoint's permission. Checked before the body is read or the input validated;
 *  - the rate limiter (`config.rateLimit`);
 *  - translation (`translation.ts`, `config.translate`): the school's texts in `data` in the
 *    caller's language (decision 0019), before the serializer.
 * Here: the input schema validates the query (GET) or body (POST), text no column can store is
 * refused naming the field, the handler's `data` is wrapped in the envelope, and the output schema
 * validates it on the way out.
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
  if (cache && e.auth !== 'public') throw new Error(`${e.path}: only public reads are cached`);
  // A read the same for everyone does not look at the caller.
  const caller = cache && !cache.perViewer ? undefined : { auth: e.auth, permission: e.permission };
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
        ...(cache ? { publicCache: cache } : {}),
        ...(caller ? { caller } : {}),
        ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
        ...(file ? { fileBody: file } : {}),
        translate: !options.bilingual,
      },
      // Once for every call, before its schema: text no column can hold is refused naming the
      // field, whatever the call (a 500 from the database otherwise).
      preValidation: file
        ? undefined
        : (req, _reply, done) => {
            assertStorableText(
              e.method === 'GET' ? req.query : req.body,
              e.method === 'GET' ? 'query' : 'body',
            );
            done();
          },
      handler: async (req) => {
        const input = file
          ? await readUploadedFile(req, file)
          : ((e.method === 'GET' ? req.query : req.body) ?? {});
        const who = req.caller;
        const data = await handler({
          input,
          req,
          ctx,
          lang: langOf(req.headers['accept-language']),
          user: who?.user ?? null,
          teacherId: who?.teacherId,
          actor: who?.actor,
          staffSessionId: who?.staffSessionId,
        } as unknown as RouteContext<E, F>);
        return { code: 0, message: 'success', data: data ?? null };
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
