import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/teachers';
import { TEACHER_UPLOAD_PURPOSES } from '@school/contract/rules/admin/teachers';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { listSlots, savePlan, setSlot, viewPlan } from './planService.ts';
import {
  futureLessons,
  leaveTeacher,
  listTeachers,
  saveTeacher,
  setPaused,
  teacherOptions,
  viewTeacher,
} from './service.ts';
import { TEACHER_UPLOAD_LIMITS, storeTeacherFile } from './uploadService.ts';

/**
 * The console's teachers (docs/design/console.md §7). Each route names its permission (`teachers.read` or
 * `teachers.edit`), checked by route() before the handler.
 */
export function consoleTeacherRoutes(app: FastifyInstance, ctx: AppContext) {
  // Answers carry both languages as stored (route()'s `bilingual`).
  const both = { bilingual: true } as const;
  route(app, ctx, api.listAdminTeachers, ({ input }) => listTeachers(ctx, input), both);
  route(app, ctx, api.listAdminTeacherOptions, () => teacherOptions(ctx), both);
  route(app, ctx, api.viewAdminTeacher, ({ input }) => viewTeacher(ctx, input.id), both);
  route(app, ctx, api.saveAdminTeacher, ({ input, actor }) => saveTeacher(ctx, actor, input), both);
  route(app, ctx, api.setAdminTeacherPaused, ({ input, actor }) =>
    setPaused(ctx, actor, input.id, input.paused),
  );
  route(app, ctx, api.listAdminTeacherFutureLessons, ({ input }) => futureLessons(ctx, input.id));
  route(app, ctx, api.leaveAdminTeacher, ({ input, actor }) => leaveTeacher(ctx, actor, input.id));
  route(app, ctx, api.viewAdminTeacherPlan, ({ input }) => viewPlan(ctx, input.id));
  route(app, ctx, api.saveAdminTeacherPlan, ({ input, actor }) => savePlan(ctx, actor, input));
  route(app, ctx, api.listAdminTeacherSlots, ({ input }) => listSlots(ctx, input));
  route(app, ctx, api.setAdminTeacherSlot, ({ input, actor }) => setSlot(ctx, actor, input));
  route(
    app,
    ctx,
    api.uploadAdminTeacherFile,
    ({ input, actor, req }) => {
      const purpose = (req.query as { purpose?: unknown }).purpose;
      if (!TEACHER_UPLOAD_PURPOSES.includes(purpose as never))
        throw invalid(
          `请选择 ${TEACHER_UPLOAD_PURPOSES.join('、')}`,
          `purpose: one of ${TEACHER_UPLOAD_PURPOSES.join(', ')}`,
          'purpose',
        );
      return storeTeacherFile(ctx, actor, purpose as 'photo' | 'video', input);
    },
    { file: TEACHER_UPLOAD_LIMITS },
  );
}
