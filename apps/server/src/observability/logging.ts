import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The request id on every log line of a request (docs/design/running.md §14). Fastify's `req.log` carries it
 * already; what services log through `ctx.log` (the app's logger) gets it from the request's
 * async context, added by the logger's mixin. The id is sent back as `x-request-id`
 * (http/securityHeaders.ts) and taken from the client only when it is a short, safe token.
 */
const current = new AsyncLocalStorage<string>();
/** Set on the request loggers Fastify makes: their lines have the id already. */
const HAS_ID = Symbol('hasRequestId');
const RESOURCE = Symbol('requestResource');

export const REQUEST_ID = /^[\w-]{1,64}$/;

export function requestId(req: { headers: Record<string, string | string[] | undefined> }) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Enters the request's context at its first hook, and again before validation: the body is read
 * in the socket's stream events, which run outside it (as @fastify/request-context does).
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    current.run(req.id, () => {
      (req as unknown as Record<symbol, AsyncResource>)[RESOURCE] = new AsyncResource('request');
      done();
    });
  });
  app.addHook('preValidation', (req: FastifyRequest, _reply, done) => {
    const resource = (req as unknown as Record<symbol, AsyncResource | undefined>)[RESOURCE];
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}

/**
 * How the log is written: JSON lines (production, or a log collector), or readable lines
 * (pino-pretty) in a terminal. LOG_FORMAT=auto picks readable lines when stdout is a terminal and
 * NODE_ENV is not production; `npm run dev` passes pretty when its own terminal is one.
 */
export async function loggerOptions(
  config: Config,
  stream: { write(line: string): void } | undefined,
) {
  const pretty =
    !stream &&
    (config.LOG_FORMAT === 'pretty' ||
      (config.LOG_FORMAT === 'auto' &&
        process.stdout.isTTY === true &&
        config.NODE_ENV !== 'production'));
  const out =
    stream ??
    (pretty
      ? (await import('pino-pretty')).default({
          colorize: process.stdout.isTTY === true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          sync: true,
        })
      : undefined);
  return {
    ...(out ? { stream: out } : {}),
    mixin(_obj: object, _level: number, logger: object) {
      if ((logger as Record<symbol, boolean>)[HAS_ID]) return {};
      const id = current.getStore();
      return id ? { reqId: id } : {};
    },
  };
}

/** Fastify's request logger, marked so the mixin does not add the id a second time. */
export function childLoggerFactory<L extends { child(b: object, o?: object): L }>(
  logger: L,
  bindings: object,
  opts: object,
): L {
  const child = logger.child(bindings, opts);
  (child as Record<symbol, boolean>)[HAS_ID] = true;
  return child;
}
