import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { lessonRecordings } from '../../db/schema/recordings.ts';

/** Unset RECORDING_ENABLED means: on with the demo data, off otherwise. */
export const recordingEnabled = (config: Config) => config.RECORDING_ENABLED ?? config.DEMO_DATA;

/**
 * What the classroom ticket says of recording: null when this lesson is not recorded here (off,
 * or a hosted classroom, which records itself); else the chunk the teacher's page sends next.
 */
export async function recordingOfTicket(ctx: AppContext, lessonId: number) {
  if (!recordingEnabled(ctx.config) || ctx.classroom.kind !== 'builtin') return null;
  const [row] = await ctx.db
    .select({ chunks: lessonRecordings.chunks })
    .from(lessonRecordings)
    .where(eq(lessonRecordings.lessonId, lessonId));
  return { nextSeq: row?.chunks ?? 0 };
}
