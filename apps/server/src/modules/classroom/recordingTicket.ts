import type { AppContext } from '../../context.ts';
import { storedChunkCount } from './repository.ts';
import { recordingEnabled } from './rules.ts';

/**
 * What the classroom ticket says of recording: null when this lesson is not recorded here (off,
 * or a hosted classroom, which records itself); else the chunk the teacher's page sends next.
 */
export async function recordingOfTicket(ctx: AppContext, lessonId: number) {
  if (!recordingEnabled(ctx.config) || ctx.classroom.kind !== 'builtin') return null;
  return { nextSeq: await storedChunkCount(ctx.db, lessonId) };
}
