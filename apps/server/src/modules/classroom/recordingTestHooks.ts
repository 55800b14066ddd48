import type { FastifyInstance } from 'fastify';
import { SLOT_MINUTES } from '@school/contract/helpers/timeSlots';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { settleLesson } from './settle.ts';
import { assembleRecording, LAST_CHUNK_GRACE_MS, moveLessonEnd } from './recordingRepository.ts';

/** Longest a test moves a lesson by, either way: two weeks (the booking window). */
const MOVE_LIMIT_MINUTES = 14 * 24 * 60;

/**
 * Browser tests only (E2E_TEST_HOOKS, refused in production): a lesson lasts 30 minutes, longer
 * than a test may take, so `end` moves a lesson's slot to have ended just past the last chunk's
 * grace, settles it and joins its recording, as the settle job would at the real end. `move`
 * puts a lesson's 30 minutes `minutesFromNow` from now, its status unchanged (negative: begun),
 * so a test can show a lesson in class, or every state of a lesson in this week's timetable.
 */
export function recordingTestHooks(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.E2E_TEST_HOOKS || ctx.config.NODE_ENV === 'production') return;
  app.post<{ Params: { id: string } }>(
    '/api/test-hooks/lessons/:id/end',
    { schema: { hide: true } },
    async (req) => {
      const id = Number(req.params.id);
      const now = ctx.clock.now();
      const endAt = new Date(now.getTime() - LAST_CHUNK_GRACE_MS - 1000);
      const lesson = await moveLessonEnd(ctx.db, id, endAt);
      if (!lesson) throw invalid('id: no such lesson');
      const outcome = await settleLesson(ctx, id, lesson.studentId, now);
      const recorded = await assembleRecording(ctx, id);
      return { code: 0, message: 'success', data: { outcome, recorded } };
    },
  );
  app.post<{ Params: { id: string }; Body: { minutesFromNow?: unknown } | undefined }>(
    '/api/test-hooks/lessons/:id/move',
    { schema: { hide: true } },
    async (req) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id < 1) throw invalid('id: a lesson id', undefined, 'id');
      const minutes = req.body?.minutesFromNow;
      if (
        typeof minutes !== 'number' ||
        !Number.isInteger(minutes) ||
        Math.abs(minutes) > MOVE_LIMIT_MINUTES
      )
        throw invalid(
          `minutesFromNow: a whole number of minutes, at most ${MOVE_LIMIT_MINUTES} either way`,
          undefined,
          'minutesFromNow',
        );
      const startAt = ctx.clock.now().getTime() + minutes * 60_000;
      const lesson = await moveLessonEnd(ctx.db, id, new Date(startAt + SLOT_MINUTES * 60_000));
      if (!lesson) throw notFound('id: no such lesson');
      return { code: 0, message: 'success', data: null };
    },
  );
}
