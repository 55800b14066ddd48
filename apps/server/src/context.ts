import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { SmsSender } from './providers/sms/types.ts';
import type { WebPushSender } from './providers/push/webPush.ts';
import type { FileStorage } from './providers/storage/types.ts';
import type { BlobStore } from './providers/storage/blobs.ts';
import type { ClassroomProvider } from './providers/classroom/types.ts';
import type { Bus } from './cluster/bus.ts';
import type { SessionCache } from './modules/auth/sessionCache.ts';
import type { SchoolTexts } from './modules/i18n/schoolTexts.ts';
import type { PublicCache } from './http/publicCache.ts';
import type { ServerStats } from './observability/stats.ts';
import type { Shutdown } from './http/draining.ts';

/** What services need from the running app: settings, the database, the clock and the providers. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  sms: SmsSender;
  /** Web Push (VAPID); the library loads on the first push. */
  push: Pick<WebPushSender, 'send'>;
  storage: FileStorage;
  /** Private files read back through the server only (lesson recordings). */
  recordings: BlobStore;
  classroom: ClassroomProvider;
  log: FastifyBaseLogger;
  /** Messages between the server copies (in-process with the embedded database). */
  bus: Bus;
  /** Recently resolved sessions; whatever changes an account or its sessions calls `forgetUser`. */
  sessions: SessionCache;
  /** The English of the school's texts (docs/design/school-texts.md §9, decision 0019); route() applies it. */
  schoolTexts: SchoolTexts;
  /** The public reads every visitor makes (teacher/list, schedules, banners...); see http/publicCache.ts. */
  publicCache: PublicCache;
  /** The background jobs' runs and live counts /metrics reads (absent in scripts). */
  stats?: ServerStats;
  /** Set on SIGTERM: health answers 503 through the drain period (http/draining.ts). */
  shutdown: Shutdown;
}
