import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import type { Clock } from '../clock.ts';
import { langOf } from '../modules/i18n/schoolTexts.ts';
import { etagOf, type CacheArea, type CachedBody, type PublicCache } from './publicCache.ts';
import { addRouteHook } from './routeHooks.ts';

/**
 * A public read every visitor makes, kept per copy in `area` (decision 0017). Without
 * `perViewer` the answer is the same for everyone, token or not; with it, anonymous answers come
 * from the cache and signed-in ones from the handler (which builds them on a cached part).
 */
export interface PublicCacheRule {
  area: CacheArea;
  perViewer?: boolean;
}

/** A request that found nothing kept: its answer is kept when it leaves (`onSend`). */
interface Miss {
  key: string;
  readAt: Date;
  generation: number;
  /** Hands the answer to the requests that came for the same entry meanwhile. */
  settle(hit: CachedBody | undefined): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer from the per-copy cache of public reads (http/publicCacheRoutes.ts). */
    publicCache?: PublicCacheRule;
  }
  interface FastifyRequest {
    publicCacheMiss: Miss | null;
  }
}

/** How long the requests waiting for one miss wait at most before reading for themselves. */
const FLIGHT_MS = 30_000;

// The language is part of the key: the school's texts are swapped into English before keeping.
const cacheKey = (req: FastifyRequest) => `${req.url}|${langOf(req.headers['accept-language'])}`;

function cachedHeaders(reply: FastifyReply, etag: string) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  reply.header('vary', 'Authorization, Accept-Language');
}

/** A kept answer: 304 when the browser has it, else the stored JSON as it is. */
function sendCached(req: FastifyRequest, reply: FastifyReply, hit: CachedBody) {
  cachedHeaders(reply, hit.etag);
  if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
  // A string with a JSON type is sent as it is: no validation or serialization.
  return reply.type('application/json; charset=utf-8').send(hit.body);
}

type Done = HookHandlerDoneFunction;
type SendDone = (err: Error | null, payload?: unknown) => void;

/**
 * The public reads cache as route hooks, for every route whose `config.publicCache` names an
 * area:
 *  - `onRequest` (before the caller is looked up): a kept answer leaves at once, before the query
 *    is parsed and validated: it was made from a request with this very URL, which passed. Most
 *    visitors' reads end here: a map lookup and a string written out. Requests that miss together
 *    share one read: the first runs the handler, the others wait for its answer (after a booking
 *    drops the teacher list, fifty waiting visitors cost one query, not fifty).
 *  - `onSend`: a miss's answer, serialized and in the caller's language (http/translation.ts),
 *    is kept with its ETag unless its area changed while it was read (generations, publicCache.ts).
 * Signed-in answers of a `perViewer` read skip the cache and the schema: they are built from kept
 * parts shaped by the output schema (the catalogue's rows are checked when kept, the schedule
 * names each field), so they are sent as JSON without a pass through the schema, which cost a
 * third of the CPU of each such call (publicCache.test.ts checks them against their schemas), and
 * get an ETag of their body, with 304 when it matches.
 */
export const publicCacheRoutes = fp(
  (app: FastifyInstance, opts: { cache: PublicCache; clock: Clock }, done: Done) => {
    const { cache, clock } = opts;
    app.decorateRequest('publicCacheMiss', null);
    /** Reads in progress, by area, generation and key. */
    const flights = new Map<string, Promise<CachedBody | undefined>>();

    /** This request reads for itself (and for those that come meanwhile, on a GET). */
    function miss(req: FastifyRequest, area: CacheArea, key: string, done: Done) {
      const generation = cache.mark(area);
      const flightKey = `${area}|${generation}|${key}`;
      let release = (_hit: CachedBody | undefined) => {};
      if (req.method === 'GET' && cache.enabled && !flights.has(flightKey)) {
        const flight = new Promise<CachedBody | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), FLIGHT_MS);
          timer.unref();
          release = (hit) => {
            clearTimeout(timer);
            resolve(hit);
          };
        });
        flights.set(flightKey, flight);
        void flight.then(() => flights.delete(flightKey));
      }
      req.publicCacheMiss = { key, readAt: clock.now(), generation, settle: release };
      done();
    }

    const lookup =
      (rule: PublicCacheRule) => (req: FastifyRequest, reply: FastifyReply, done: Done) => {
        if (rule.perViewer && req.headers.authorization) {
          // Signed in: the handler's answer, as JSON (see above).
          reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
          return done();
        }
        const key = cacheKey(req);
        const hit = cache.peek(rule.area, key) as CachedBody | undefined;
        if (hit) return void sendCached(req, reply, hit);
        const flight = flights.get(`${rule.area}|${cache.mark(rule.area)}|${key}`);
        if (!flight || req.method !== 'GET') return miss(req, rule.area, key, done);
        void flight.then((shared) => {
          if (shared) return void sendCached(req, reply, shared);
          miss(req, rule.area, key, done);
        });
      };

    const keep =
      (rule: PublicCacheRule) =>
      (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: SendDone) => {
        const m = req.publicCacheMiss;
        if (!m) {
          // A kept answer (it carries its ETag already), or a signed-in answer of a perViewer read.
          if (
            !rule.perViewer ||
            reply.statusCode !== 200 ||
            typeof payload !== 'string' ||
            reply.hasHeader('etag')
          )
            return done(null, payload);
          const etag = etagOf(payload);
          reply.header('etag', etag).header('cache-control', 'private, no-cache');
          reply.header('vary', 'Authorization, Accept-Language');
          if (req.headers['if-none-match'] !== etag) return done(null, payload);
          reply.code(304);
          return done(null, '');
        }
        req.publicCacheMiss = null;
        if (reply.statusCode !== 200 || typeof payload !== 'string') {
          m.settle(undefined);
          return done(null, payload);
        }
        const hit: CachedBody = { body: payload, etag: etagOf(payload) };
        cache.keep(rule.area, m.key, hit, m.readAt, m.generation);
        m.settle(hit);
        cachedHeaders(reply, hit.etag);
        if (req.headers['if-none-match'] !== hit.etag) return done(null, payload);
        reply.code(304);
        done(null, '');
      };

    app.addHook('onRoute', (route: RouteOptions) => {
      const rule = route.config?.publicCache;
      if (!rule) return;
      addRouteHook(route, 'onRequest', lookup(rule));
      addRouteHook(route, 'onSend', keep(rule));
    });
    done();
  },
  { name: 'public-cache-routes', fastify: '5.x' },
);
