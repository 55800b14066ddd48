import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../http/errors.ts';
import { settleLesson } from './settle.ts';
import { assembleRecording, LAST_CHUNK_GRACE_MS, moveLessonEnd } from './recordingRepository.ts';

/**
 * Browser tests only (E2E_TEST_HOOKS, refused in production): a lesson lasts 30 minutes, longer
 * than a test may take, so this moves a lesson's slot to have ended just past the last chunk's
 * grace, settles it and joins its recording, as the settle job would at the real end.
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
}
