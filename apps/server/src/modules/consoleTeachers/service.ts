import type { z } from 'zod';
import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/teachers';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { revokeAllSessions } from '../auth/service.ts';
import { englishOf } from '../i18n/service.ts';
import { closeFreeFutureSlots, openPlanSlotsNow } from '../schedule/slotService.ts';
import * as teachers from '../teachers/consoleService.ts';
import {
  createTeacherLogin,
  disableTeacherLogin,
  teacherLoginOf,
  updateTeacherLogin,
} from '../users/teacherLoginService.ts';
import { auditedTeacherChange, type Pair } from './audited.ts';

/**
 * The console's teachers (docs/design/console.md §7): list, profile with its login, pause and resume, leave.
 * Every change goes through `auditedTeacherChange` (one transaction with its audit row).
 */

type ListInput = z.output<typeof api.listAdminTeachers.input>;

export async function listTeachers(
  ctx: AppContext,
  input: ListInput,
): Promise<OutputOf<typeof api.listAdminTeachers>> {
  return teachers.pageTeachersForConsole(
    ctx.db,
    {
      q: input.q || undefined,
      status: input.status,
      tagId: input.tagId,
      nationality: input.nationality || undefined,
      minRating: input.minRating,
    },
    { key: input.sort, desc: input.order === 'descend' },
    input.page,
    input.pageSize,
  );
}

export async function teacherOptions(ctx: AppContext) {
  const [tags, nationalities] = await Promise.all([
    teachers.allTagsForConsole(ctx.db),
    teachers.teacherNationalities(ctx.db),
  ]);
  return { tags, nationalities };
}

export async function viewTeacher(
  ctx: AppContext,
  id: number,
): Promise<OutputOf<typeof api.viewAdminTeacher>> {
  const { userId: _, ...t } = await teachers.teacherForConsole(ctx.db, id);
  const en = t.intro ? ((await englishOf(ctx.db, [t.intro])).get(t.intro) ?? '') : '';
  return { ...t, intro: { zh: t.intro, en } };
}

export const leftAlready = () =>
  new AppError(2004, '该老师已离职，不能再修改', 'This teacher has left and can no longer change');

/** The audit's picture of a teacher (no intro English: it lives in school_texts). */
const snapshot = (db: Db, id: number) => teachers.teacherForConsole(db, id);

/**
 * Creates a teacher (active: families see and book them once the plan is saved) with a login of
 * the teachers' area on `phone`, or replaces one's profile, tags and login phone.
 */
export async function saveTeacher(
  ctx: AppContext,
  actor: StaffActor,
  input: z.output<typeof api.saveAdminTeacher.input>,
) {
  const now = ctx.clock.now();
  const zh = sanitizeRichText(input.intro.zh);
  const intro: Pair = { zh, en: input.intro.en.trim() ? sanitizeRichText(input.intro.en) : '' };
  const fields = {
    name: input.name,
    avatar: input.avatar,
    videoUrl: input.videoUrl,
    nationality: input.nationality,
    sex: input.sex,
    intro: intro.zh,
    sort: input.sort,
    tagIds: input.tagIds,
  };
  const login = { phone: input.phone, name: input.name, sex: fields.sex };
  const texts = intro.zh ? [intro] : [];
  return auditedTeacherChange(ctx, actor, texts, async (tx) => {
    if (input.id === undefined) {
      const userId = await createTeacherLogin(tx, login, now);
      const id = await teachers.insertTeacher(tx, { ...fields, userId });
      return {
        result: { id },
        action: 'teacher.create',
        teacherId: id,
        after: await snapshot(tx, id),
      };
    }
    const id = input.id;
    const locked = await teachers.lockTeacherForChange(tx, id);
    if (locked.status === 'left') throw leftAlready();
    const before = await snapshot(tx, id);
    const account = locked.userId ? await teacherLoginOf(tx, locked.userId) : null;
    let userId: number | undefined;
    if (account) await updateTeacherLogin(tx, account.id, login, now);
    else userId = await createTeacherLogin(tx, login, now);
    await teachers.updateTeacher(tx, id, { ...fields, ...(userId ? { userId } : {}) });
    return {
      result: { id },
      action: 'teacher.update',
      teacherId: id,
      before,
      after: await snapshot(tx, id),
    };
  });
}

/**
 * Pause: hidden from families at once (teacher/list, the teacher's page and schedule; booking
 * refuses), lessons already booked go on. Resume: shown again, and the plan's slots of the next
 * 14 days open now rather than at the next hourly job.
 */
export async function setPaused(ctx: AppContext, actor: StaffActor, id: number, paused: boolean) {
  const now = ctx.clock.now();
  return auditedTeacherChange(ctx, actor, [], async (tx) => {
    const locked = await teachers.lockTeacherForChange(tx, id);
    if (locked.status === 'left') throw leftAlready();
    const status = paused ? ('paused' as const) : ('active' as const);
    await teachers.setTeacherStatus(tx, id, status);
    const opened = paused ? 0 : await openPlanSlotsNow(tx, id, now, ctx.config.TIME_ZONE);
    return {
      result: { status },
      action: paused ? 'teacher.pause' : 'teacher.resume',
      teacherId: id,
      before: { status: locked.status },
      after: { status, ...(paused ? {} : { slotsOpened: opened }) },
    };
  });
}

export async function futureLessons(ctx: AppContext, id: number) {
  await teachers.teacherForConsole(ctx.db, id);
  const list = await teachers.futureLessonsOf(ctx.db, id, ctx.clock.now());
  return { list, total: list.length };
}

/**
 * The teacher leaves: hidden from families, the free future slots closed (no new ones: the job
 * opens slots of active teachers only), the login disabled and its sessions ended. Booked lessons
 * stay for the lessons area to reassign; the answer counts them.
 */
export async function leaveTeacher(ctx: AppContext, actor: StaffActor, id: number) {
  const now = ctx.clock.now();
  return auditedTeacherChange(ctx, actor, [], async (tx) => {
    const locked = await teachers.lockTeacherForChange(tx, id);
    if (locked.status === 'left') throw leftAlready();
    const future = await teachers.futureLessonsOf(tx, id, now);
    await teachers.setTeacherStatus(tx, id, 'left');
    const closed = await closeFreeFutureSlots(tx, id, now);
    if (locked.userId) {
      await disableTeacherLogin(tx, locked.userId, now);
      await revokeAllSessions(tx, locked.userId, now);
    }
    return {
      result: { status: 'left' as const, futureLessons: future.length },
      action: 'teacher.leave',
      teacherId: id,
      before: { status: locked.status },
      after: {
        status: 'left',
        slotsClosed: closed,
        futureLessons: future.map((l) => l.id),
      },
      endedUsers: locked.userId ? [locked.userId] : [],
    };
  });
}
