import path from 'node:path';
import { z } from 'zod';
import { CLASSROOM_TOKEN_TTL_MS, iceServer } from '@school/contract/api/classroom';
import { NOTIFICATION_EVENTS } from '@school/contract/api/notifications';
import { trustProxy } from './trustProxy.ts';

/**
 * Every setting of the server, typed and validated once at start. A bad value stops the start
 * with a message naming the setting. Every setting has a default that works offline.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const url = z.url({ error: 'must be a URL' });

/**
 * The AUTH_SECRET of development and tests. It keys the HMAC of stored SMS codes; production
 * refuses to start with it.
 */
export const DEV_AUTH_SECRET = 'dev-only-auth-secret-change-me';

/** The key of the sandbox gateway's notifications in development and tests. */
export const DEV_PAYMENT_SANDBOX_SECRET = 'dev-only-sandbox-payment-secret';

/** Host names (host or host:port), comma-separated, lower-cased. */
const hostList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/,
          'must be host names separated by commas, such as www.example.com',
        ),
    ),
  );

const optionalUrl = url
  .transform((u) => u.replace(/\/+$/, ''))
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A JSON value in a setting (ICE_SERVERS): parse errors become a message naming the rule. */
const json = (example: string) =>
  z.string().transform((s, c) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      c.addIssue({ code: 'custom', message: `must be JSON such as ${example}` });
      return z.NEVER;
    }
  });

/** Setting name (environment variable) -> schema with default. Documented in README.md. */
export const settings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: int(1, 200).default(20),
  DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** JSON lines, or readable ones (pino-pretty); auto: readable in a terminal outside production. */
  LOG_FORMAT: z
    .enum(['auto', 'json', 'pretty'], { error: 'must be auto, json or pretty' })
    .default('auto'),
  /** Turns GET /metrics on, for callers that send `Authorization: Bearer <this>`; unset: 404. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A daily backup at this time of the school's day (HH:MM); unset: none (docs/decisions/0034). */
  BACKUP_SCHEDULE: z
    .string()
    .regex(
      /^(daily@)?([01]\d|2[0-3]):[0-5]\d$/,
      'must be a time of day such as 03:00 or daily@03:00 (HH:MM, school time)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((s) => s?.replace(/^daily@/, '')),
  /** Where the daily backups go: a folder or s3://bucket/prefix. */
  BACKUP_TO: z
    .string()
    .refine(
      (s) => !s.startsWith('s3://') || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,62}(\/[\w-]+)*\/?$/i.test(s),
      'must be a folder or s3://bucket/prefix',
    )
    .default(''),
  /** How many daily backups are kept (the oldest go first). */
  BACKUP_KEEP: int(1, 3650).default(7),
  TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai'),
  WEB_DIST: z.string().default(''),
  /** The built console (apps/console/dist), served at /console/; empty means the default. */
  CONSOLE_DIST: z.string().default(''),
  BODY_LIMIT: int(1024, 50 * 1024 * 1024).default(1024 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_MAX: int(1, 10_000_000).default(600),
  /**
   * Redis for the request limiter, so every copy counts together (redis://host:6379/0); unset,
   * each copy counts in its own memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of the limiter's keys in Redis (several schools or test runs on one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('school-rate-limit:'),
  RATE_LIMIT_WINDOW_MS: int(1000, 24 * 3600 * 1000).default(60_000),
  JOBS_ENABLED: bool.default(true),
  JOB_INTERVAL_MINUTES: int(1, 24 * 60).default(60),
  /**
   * How long a resolved session may be reused from memory (docs/decisions/0009-session-cache.md);
   * 0 reads the database on every signed-in request.
   */
  SESSION_CACHE_SECONDS: int(0, 60).default(5),
  /** Longest life of a public read kept in memory (0 turns the cache off); changes drop it at once. */
  PUBLIC_CACHE_SECONDS: int(0, 3600).default(30),
  AUTH_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_AUTH_SECRET),
  /** SMS codes per client address per hour (docs/design: 20); a school behind one NAT may need more. */
  SMS_IP_HOURLY_MAX: int(1, 1_000_000).default(20),
  AUTH_RATE_LIMIT_MAX: int(1, 100_000).default(30),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  ALIYUN_SMS_ENDPOINT: url.default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  /**
   * The approved template code of each notification event, as JSON
   * ({"lesson_reminder_15m":"SMS_1","booking_confirmed":"SMS_2"}); an event without one is not
   * sent by SMS.
   */
  ALIYUN_SMS_NOTICE_TEMPLATES: json('{"lesson_reminder_15m":"SMS_123"}')
    .pipe(
      z.partialRecord(
        // staff_factor_locked: a staff member's second factor was locked (issue 25).
        z.enum([...NOTIFICATION_EVENTS, 'staff_factor_locked']),
        z.string().min(1, 'template codes must not be empty'),
      ),
    )
    .default({}),
  /** The address families reach the server at (https://school.example); gateways link back to it. */
  PUBLIC_BASE_URL: optionalUrl,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'alipay', 'wechat']).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(DEV_PAYMENT_SANDBOX_SECRET),
  /** How often unpaid orders past their 30 minutes are closed and late payments looked up. */
  PAYMENT_SWEEP_SECONDS: int(5, 3600).default(60),
  ALIPAY_APP_ID: z.string().default(''),
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: url.default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_NOTIFY_URL: optionalUrl,
  // WeChat Pay API v3 (docs/decisions/0016): on when WECHAT_MCH_ID is set; then the others below
  // must be set too (WECHAT_APP_SECRET only for JSAPI inside WeChat's browser).
  WECHAT_MCH_ID: z.string().regex(/^\d*$/, 'must be the merchant number (digits)').default(''),
  WECHAT_APP_ID: z.string().default(''),
  WECHAT_APP_SECRET: z.string().default(''),
  WECHAT_API_V3_KEY: z
    .string()
    .refine((v) => v === '' || Buffer.byteLength(v) === 32, 'must be the 32-character API v3 key')
    .default(''),
  WECHAT_MCH_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]*$/, 'must be a certificate serial (hex)')
    .default(''),
  WECHAT_MCH_PRIVATE_KEY: z.string().default(''),
  WECHAT_PLATFORM_PUBLIC_KEY: z.string().default(''),
  WECHAT_PLATFORM_SERIAL: z.string().default(''),
  /** Where the WeChat APIs are (api.mch, open and api.weixin hosts); tests point it at the fake. */
  WECHAT_GATEWAY: optionalUrl,
  WECHAT_NOTIFY_URL: optionalUrl,
  /** Where uploads (avatars) are kept: a folder under DATA_DIR (served at /uploads/) or S3. */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** The https address the bucket's files are read from (a CDN); default endpoint/bucket. */
  S3_PUBLIC_URL: optionalUrl,
  /**
   * Hosts whose pages a banner may open in /pages/webview, comma-separated (www.example.com or
   * host:port). The app's own origin is always allowed; nothing else by default.
   */
  WEBVIEW_ALLOWED_HOSTS: hostList,
  /**
   * Hosts (comma-separated) whose https pictures may be the brand's logo and service QR code
   * (issue 25). Otherwise they must be files uploaded to the school's own storage. None by default.
   */
  BRAND_IMAGE_HOSTS: hostList,
  /** The live classroom: the built-in 1:1 WebRTC classroom, or a hosted classroom page. */
  CLASSROOM_PROVIDER: z.enum(['builtin', 'hosted']).default('builtin'),
  /**
   * The hosted classroom page (CLASSROOM_PROVIDER=hosted). `{classid}`, `{token}`, `{userid}`,
   * `{layout}` and `{schoolid}` are filled in; a template without any of them gets them appended
   * as query parameters.
   */
  CLASSROOM_URL_TEMPLATE: z
    .string()
    .default('')
    .refine((s) => s === '' || /^https?:\/\/[^\s]+$/.test(s), 'must be an http(s) URL'),
  /** The school's fixed id at the hosted classroom service (the spec's "fixed school id"). */
  CLASSROOM_SCHOOL_ID: z.string().default(''),
  /** STUN/TURN servers for the built-in classroom, as RTCIceServer JSON; none needed on one network. */
  ICE_SERVERS: json('[{"urls":"stun:stun.example.com:3478"}]')
    .transform((v, c) => {
      const r = z.array(iceServer).safeParse(v);
      if (r.success) return r.data;
      const issue = r.error.issues[0];
      c.addIssue({
        code: 'custom',
        message: `must be a JSON list of {urls, username?, credential?} (${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'})`,
      });
      return z.NEVER;
    })
    .default([]),
  /**
   * A TURN server with short-lived credentials (coturn's `use-auth-secret`, the TURN REST API):
   * its comma-separated `turn:`/`turns:` URLs and the shared secret. Each classroom ticket gets a
   * username and password valid until the lesson's end plus TURN_MARGIN_SECONDS.
   */
  TURN_URLS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .refine(
      (l) => l.every((u) => /^turns?:[^\s]+$/.test(u)),
      'must be turn: or turns: URLs, comma-separated',
    ),
  TURN_SECRET: z.string().default(''),
  TURN_MARGIN_SECONDS: int(0, 86_400).default(1800),
  /**
   * `relay`: the built-in classroom's media only through TURN (neither side learns the other's
   * address; every lesson's media then crosses the TURN server). The relayed browser test uses it.
   */
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  /** Key of the classroom tokens; when unset one is generated once and kept in the database. */
  CLASSROOM_TOKEN_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CLASSROOM_TOKEN_TTL_MS: int(10_000, 3600_000).default(CLASSROOM_TOKEN_TTL_MS),
  /** Lesson recordings (docs/decisions/0020): unset means on exactly when DEMO_DATA is. */
  RECORDING_ENABLED: bool.optional(),
  /** Days a lesson's recording is kept, counted from the lesson's start. */
  RECORDING_RETENTION_DAYS: int(1, 3650).default(90),
  /** Lifetime of a signed replay URL (it must outlast watching one lesson). */
  RECORDING_URL_TTL_SECONDS: int(60, 86_400).default(3600),
  /** Shared secret of a hosted classroom's recording callback (HMAC-SHA256); empty: refused. */
  CLASSROOM_CALLBACK_SECRET: z.string().default(''),
  /** Browser tests only: `POST /api/test-hooks/lessons/:id/end` ends a lesson now. Never in production. */
  E2E_TEST_HOOKS: bool.default(false),
  /**
   * After SIGTERM, how long the server keeps serving while health answers 503 and the load
   * balancer stops sending (docs/design/running.md §14, decision 0013); unset: 5000, or 0 with NODE_ENV=test.
   */
  SHUTDOWN_DRAIN_MS: int(0, 600_000).optional(),
  /** How often lessons whose slot has ended are settled from attendance (with JOBS_ENABLED). */
  LESSON_SETTLE_SECONDS: int(5, 3600).default(60),
  /** How often due notifications are sent and lesson reminders made (with JOBS_ENABLED). */
  NOTIFY_SEND_SECONDS: int(1, 3600).default(15),
  /** Web Push (VAPID) keys, base64url; when both are unset a pair is made once and kept in the database. */
  WEB_PUSH_PUBLIC_KEY: z.string().default(''),
  WEB_PUSH_PRIVATE_KEY: z.string().default(''),
  /** The contact push services may use (mailto: or https:), sent in the VAPID token. */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:admin@school.example'),
} as const;

type Settings = typeof settings;
export type Config = { [K in keyof Settings]: z.output<Settings[K]> } & {
  /** Absolute path of the built web app. */
  webDist: string;
  /** Absolute path of the built console (docs/design/console.md §7), served at /console/. */
  consoleDist: string;
  databaseKind: 'pglite' | 'postgres';
};

export class ConfigError extends Error {}

/** The drain period after SIGTERM: `SHUTDOWN_DRAIN_MS`, or 5 s (none under NODE_ENV=test). */
export function drainPeriodMs(config: Config): number {
  return config.SHUTDOWN_DRAIN_MS ?? (config.NODE_ENV === 'test' ? 0 : 5000);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(settings)) {
    const raw = env[name];
    const result = (schema as z.ZodType).safeParse(raw === undefined ? undefined : raw.trim());
    if (result.success) out[name] = result.data;
    else
      problems.push(
        `${name}=${JSON.stringify(raw)}: ${result.error.issues[0]?.message ?? 'invalid'}`,
      );
  }
  const c = out as Omit<Config, 'webDist' | 'consoleDist' | 'databaseKind'>;
  if (problems.length === 0 && c.SMS_PROVIDER === 'aliyun') {
    for (const k of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const) {
      if (!c[k]) problems.push(`${k}: must be set when SMS_PROVIDER=aliyun`);
    }
  }
  if (problems.length === 0 && !c.WEB_PUSH_PUBLIC_KEY !== !c.WEB_PUSH_PRIVATE_KEY)
    problems.push('WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY: set both or neither');
  if (problems.length === 0 && c.PAYMENT_PROVIDER === 'alipay') {
    for (const k of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const) {
      if (!c[k]) problems.push(`${k}: must be set when PAYMENT_PROVIDER=alipay`);
    }
  }
  if (problems.length === 0 && (c.WECHAT_MCH_ID || c.PAYMENT_PROVIDER === 'wechat')) {
    for (const k of [
      'WECHAT_MCH_ID',
      'WECHAT_APP_ID',
      'WECHAT_API_V3_KEY',
      'WECHAT_MCH_SERIAL',
      'WECHAT_MCH_PRIVATE_KEY',
      'WECHAT_PLATFORM_PUBLIC_KEY',
      'WECHAT_PLATFORM_SERIAL',
    ] as const) {
      if (!c[k]) problems.push(`${k}: must be set when WeChat Pay is on (WECHAT_MCH_ID set)`);
    }
  }
  if (problems.length === 0 && c.STORAGE_PROVIDER === 's3') {
    for (const k of [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (!c[k]) problems.push(`${k}: must be set when STORAGE_PROVIDER=s3`);
    }
  }
  if (problems.length === 0 && c.BACKUP_SCHEDULE && !c.BACKUP_TO)
    problems.push(
      'BACKUP_TO: must be set when BACKUP_SCHEDULE is (a folder or s3://bucket/prefix)',
    );
  if (problems.length === 0 && c.BACKUP_TO.startsWith('s3://')) {
    for (const k of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[k]) problems.push(`${k}: must be set when BACKUP_TO is an s3:// address`);
    }
  }
  if (c.TURN_URLS.length > 0 && !c.TURN_SECRET)
    problems.push('TURN_SECRET: must be set when TURN_URLS is (coturn static-auth-secret)');
  if (c.ICE_TRANSPORT_POLICY === 'relay' && !hasTurn(c))
    problems.push(
      'ICE_TRANSPORT_POLICY=relay: needs a TURN server (TURN_URLS with TURN_SECRET, or a turn: entry in ICE_SERVERS), or no lesson could connect',
    );
  if (problems.length === 0 && c.CLASSROOM_PROVIDER === 'hosted') {
    for (const k of ['CLASSROOM_URL_TEMPLATE', 'CLASSROOM_SCHOOL_ID'] as const) {
      if (!c[k]) problems.push(`${k}: must be set when CLASSROOM_PROVIDER=hosted`);
    }
  }
  if (problems.length === 0 && c.NODE_ENV === 'production') problems.push(...productionProblems(c));
  if (problems.length > 0) {
    // One line per problem, each naming its setting (a log collector keeps lines apart).
    throw new ConfigError(problems.map((p) => `Invalid configuration: ${p}`).join('\n'));
  }
  return {
    ...c,
    webDist: path.resolve(c.WEB_DIST || defaultWebDist()),
    consoleDist: path.resolve(c.CONSOLE_DIST || path.join(defaultWebDist(), '../../console/dist')),
    databaseKind: c.DATABASE_URL ? 'postgres' : 'pglite',
  } as Config;
}

/** A TURN server the classroom can relay through: TURN_URLS with its secret, or a fixed one. */
function hasTurn(c: Pick<Config, 'TURN_URLS' | 'TURN_SECRET' | 'ICE_SERVERS'>): boolean {
  if (c.TURN_URLS.length > 0 && c.TURN_SECRET) return true;
  return c.ICE_SERVERS.some((s) =>
    (Array.isArray(s.urls) ? s.urls : [s.urls]).some((u) => /^turns?:/.test(u)),
  );
}

/**
 * What a development machine may run with but a real school must not: settings whose defaults
 * are public (secrets, demo passwords) or that stand in for a real service.
 */
function productionProblems(c: Omit<Config, 'webDist' | 'consoleDist' | 'databaseKind'>): string[] {
  const problems: string[] = [];
  const why = 'when NODE_ENV=production';
  if (c.E2E_TEST_HOOKS) problems.push(`E2E_TEST_HOOKS: must be false ${why}`);
  if (c.AUTH_SECRET === DEV_AUTH_SECRET)
    problems.push(`AUTH_SECRET: must be set to a secret of your own ${why}`);
  // The demo family and teachers have passwords printed in the README: a real school must not
  // have them (a demo teacher login would see the real children who book that teacher).
  if (c.DEMO_DATA)
    problems.push(`DEMO_DATA: must be false ${why} (the demo accounts have published passwords)`);
  if (c.SMS_PROVIDER === 'outbox')
    problems.push(
      `SMS_PROVIDER=outbox: must be aliyun ${why} (the outbox sends nothing and would print login codes to the log)`,
    );
  if (c.PAYMENT_PROVIDER === 'sandbox')
    problems.push(
      `PAYMENT_PROVIDER=sandbox: must name a real payment gateway ${why} (with the sandbox anyone can "pay" without money)`,
    );
  if (c.PAYMENT_SANDBOX_SECRET === DEV_PAYMENT_SANDBOX_SECRET)
    problems.push(
      `PAYMENT_SANDBOX_SECRET: must be set to a secret of your own ${why} (the default is public)`,
    );
  return problems;
}

function defaultWebDist(): string {
  // Works both from src/ (tsx) and from the bundled dist/main.js: apps/server/{src,dist} -> apps/web/dist
  return path.resolve(import.meta.dirname, '../../web/dist');
}
