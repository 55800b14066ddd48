import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import websocket from '@fastify/websocket';
import type { Redis } from 'ioredis';
import { drainPeriodMs, type Config } from './config.ts';
import { trustProxyOption } from './trustProxy.ts';
import { createBlobStore } from './providers/storage/blobs.ts';
import { systemClock, type Clock } from './clock.ts';
import { databaseOptions, openDatabase, type Database } from './db/client.ts';
import { loadDemoData } from './db/demo/index.ts';
import type { AppContext } from './context.ts';
import { registerErrorHandling } from './http/errorHandler.ts';
import { registerJsonParser } from './http/jsonDepth.ts';
import { clientErrorHandler } from './http/clientError.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerDraining } from './http/draining.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { createSmsSender } from './providers/sms/index.ts';
import type { SmsSender } from './providers/sms/types.ts';
import { createStorage, uploadsDir, type FileStorage } from './providers/storage/index.ts';
import { registerUploads } from './http/uploads.ts';
import { registerModules } from './modules/index.ts';
import { CLASSROOM_MAX_MESSAGE_BYTES } from './modules/classroom/hub.ts';
import { createBus, type Bus } from './cluster/bus.ts';
import { SessionCache } from './modules/auth/sessionCache.ts';
import { SchoolTexts } from './modules/i18n/schoolTexts.ts';
import { watchSchoolZone } from './modules/content/schoolZoneService.ts';
import { PublicCache } from './http/publicCache.ts';
import { registerCacheInvalidation } from './http/cacheInvalidation.ts';
import { publicCacheRoutes } from './http/publicCacheRoutes.ts';
import { callers } from './http/callers.ts';
import { translation } from './http/translation.ts';
import type { ImageMount } from './http/inlineImage.ts';
import { registerWebApp } from './http/webApp.ts';
import { registerConsoleApp } from './http/consoleApp.ts';
import { homeBootContent, viewSchool } from './modules/content/service.ts';
import { registerAppManifest } from './http/appManifest.ts';
import { publicDir, registerPublicFiles } from './http/publicFiles.ts';
import { createJobRunner, createLessonSettleRunner, createNotificationRunner } from './jobs.ts';
import { createClassroomProvider } from './providers/classroom/index.ts';
import type { ClassroomProvider } from './providers/classroom/types.ts';
import { WebPushSender } from './providers/push/webPush.ts';
import { vapidKeys } from './modules/notifications/sender.ts';
import {
  childLoggerFactory,
  loggerOptions,
  registerRequestContext,
  requestId,
} from './observability/logging.ts';
import { ServerStats } from './observability/stats.ts';
import { registerMetrics } from './observability/metrics.ts';
import { createBackupRunner } from './backup/schedule.ts';

export interface AppOverrides {
  clock?: Clock;
  /** An already open database (tests); the app does not close it. */
  database?: Database;
  /**
   * The database being opened (main.ts starts it before loading the rest of the server, so the
   * two overlap); the app waits for it and closes it.
   */
  openingDatabase?: Promise<Database>;
  sms?: SmsSender;
  /**
   * The limiter's Redis, already connected (main.ts connects it before the database, to fail
   * fast); the app closes it. Without it the app connects to REDIS_URL itself when set.
   */
  redis?: Redis;
  storage?: FileStorage;
  classroom?: ClassroomProvider;
  push?: AppContext['push'];
  /** Where the log goes instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * A request as the log shows it: Fastify's default fields, with tokens in the query (the
 * classroom's WebSocket address carries one) masked.
 */
function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The folders this server serves pictures from (/static, and /uploads with local storage). */
function imageMounts(config: Config): ImageMount[] {
  const mounts: ImageMount[] = [];
  const shipped = publicDir();
  if (shipped) {
    mounts.push({
      prefix: '/static/',
      root: shipped,
      extensions: ['.svg', '.png', '.jpg', '.webp'],
    });
  }
  if (config.STORAGE_PROVIDER === 'local') {
    mounts.push({
      prefix: '/uploads/',
      root: uploadsDir(config),
      extensions: ['.png', '.jpg', '.webp'],
    });
  }
  return mounts;
}

/** Builds the whole server (plugins, error handling, routes, web app). Never listens. */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: requestForLog },
            ...(await loggerOptions(config, overrides.logStream)),
          },
    childLoggerFactory,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: requestId,
    requestIdHeader: false,
    // While closing, requests are answered by http/draining.ts in the envelope (5003).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);

  const database =
    overrides.database ??
    (await (overrides.openingDatabase ?? openDatabase(databaseOptions(config))));
  const bus = await createBus(database.db, database.kind, app.log);
  let redis = overrides.redis;
  const release = async () => {
    redis?.disconnect();
    await bus.close();
    if (!overrides.database) await database.close();
  };
  app.addHook('onClose', release);
  try {
    if (config.REDIS_URL) {
      const { connectRedis, watchRedis } = await import('./redis.ts');
      redis ??= await connectRedis(config);
      watchRedis(redis, app.log);
    }
    await assemble(app, config, database, bus, { ...overrides, redis });
  } catch (err) {
    // A setting refused while the routes register: the bus holds a pooled connection.
    await release();
    throw err;
  }
  return app;
}

/** Everything on top of the database and the bus: context, plugins, routes, jobs. */
async function assemble(
  app: FastifyInstance,
  config: Config,
  database: Database,
  bus: Bus,
  overrides: AppOverrides,
) {
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: overrides.clock ?? systemClock,
    sms: overrides.sms ?? createSmsSender(config),
    storage: overrides.storage ?? createStorage(config),
    recordings: createBlobStore(config),
    classroom: overrides.classroom ?? createClassroomProvider(config),
    push:
      overrides.push ??
      new WebPushSender(() => vapidKeys({ db: database.db, config }), config.WEB_PUSH_SUBJECT),
    log: app.log,
    bus,
    sessions: new SessionCache(config.SESSION_CACHE_SECONDS * 1000, bus, app.log),
    schoolTexts: new SchoolTexts(database.db, 60_000, bus, app.log),
    publicCache: new PublicCache(
      config.PUBLIC_CACHE_SECONDS * 1000,
      overrides.clock ?? systemClock,
      bus,
      app.log,
    ),
    stats: new ServerStats(),
    shutdown: { stopping: false },
  };
  app.decorate('ctx', ctx);
  registerRequestContext(app);

  // The zone the owner set in the console beats TIME_ZONE (content/schoolZoneService.ts).
  await watchSchoolZone(ctx);
  if (config.DEMO_DATA) await loadDemoData(ctx);

  registerErrorHandling(app);
  await registerMetrics(app, ctx, database);
  registerDraining(app, ctx.shutdown, drainPeriodMs(config));
  registerCacheInvalidation(app, ctx);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });

  // The parts of every contract route (http/route.ts), each reading the route's config. Their
  // hooks run in this order, before the rate limiter's: a kept public answer, then the caller.
  await app.register(publicCacheRoutes, { cache: ctx.publicCache, clock: ctx.clock });
  await app.register(callers, { ctx });
  await app.register(translation, { texts: ctx.schoolTexts });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    // With REDIS_URL every copy counts in one place (and the per-route limits too); without it,
    // in this copy's memory. A Redis gone away lets requests through rather than failing them.
    ...(overrides.redis
      ? { redis: overrides.redis, nameSpace: config.REDIS_KEY_PREFIX, skipOnError: true }
      : {}),
    errorResponseBuilder: () => {
      const err = new Error('too many requests') as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });

  await registerOpenApi(app, '1.6.6');

  // Before any route, so it can take the WebSocket upgrade of the classroom's signalling route.
  await app.register(websocket, { options: { maxPayload: CLASSROOM_MAX_MESSAGE_BYTES } });
  await registerModules(app, ctx);
  await registerPublicFiles(app);
  if (config.STORAGE_PROVIDER === 'local') await registerUploads(app, uploadsDir(config));
  // The installable app's manifest and icons, from the brand (docs/design/running.md §14).
  await registerAppManifest(app, {
    brand: () => viewSchool(ctx),
    cache: ctx.publicCache,
    imageMounts: imageMounts(config),
    defaultLogo: path.join(config.webDist, 'favicon.svg'),
  });
  await registerWebApp(app, config, {
    bootContent: () => homeBootContent(ctx),
    imageMounts: imageMounts(config),
    clock: ctx.clock,
  });
  await registerConsoleApp(app, config);

  if (config.JOBS_ENABLED) {
    const jobs = createJobRunner(ctx, config.JOB_INTERVAL_MINUTES * 60_000);
    const settle = createLessonSettleRunner(ctx, config.LESSON_SETTLE_SECONDS * 1000);
    const notices = createNotificationRunner(ctx, config.NOTIFY_SEND_SECONDS * 1000);
    // The daily backup (BACKUP_SCHEDULE) is one of the jobs: only copies whose jobs run take it.
    const backups = config.BACKUP_SCHEDULE ? createBackupRunner(ctx) : undefined;
    app.addHook('onReady', async () => {
      await jobs.start();
      await settle.start();
      await notices.start();
      await backups?.start();
    });
    app.addHook('preClose', () =>
      Promise.all([jobs.stop(), settle.stop(), notices.stop(), backups?.stop()]).then(() => {}),
    );
  }
}
