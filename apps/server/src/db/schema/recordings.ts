import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { lessons } from './lessons.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lesson's recording (docs/decisions/0020): made of chunks the teacher's browser uploads while
 * the lesson runs (`recording`), joined into one file once the lesson is settled (`ready`). With a
 * hosted classroom the provider's callback sets `provider_url` instead. Deleted after the school's
 * retention period (RECORDING_RETENTION_DAYS) and with the family's account.
 */
export const lessonRecordings = pgTable(
  'lesson_recordings',
  {
    lessonId: integer('lesson_id')
      .primaryKey()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['recording', 'ready'] })
      .notNull()
      .default('recording'),
    /** How many chunks arrived (0..chunks-1, no gaps): the next one expected. */
    chunks: integer('chunks').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** The joined file's key in the recording store, once ready. */
    fileKey: text('file_key'),
    /** A hosted classroom's own recording (its callback). */
    providerUrl: text('provider_url'),
    startedAt: instant('started_at').notNull(),
    lastChunkAt: instant('last_chunk_at'),
    readyAt: instant('ready_at'),
  },
  (t) => [index('lesson_recordings_started_idx').on(t.startedAt)],
);

/** One uploaded chunk (a few seconds of WebM), kept until the recording is joined. */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessonRecordings.lessonId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: integer('bytes').notNull(),
    fileKey: text('file_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.seq] })],
);
