import type { Lesson } from '@school/contract/api/booking';
import type { OutputOf } from '@school/contract/endpoint';
import type { listLessons, listLiveRooms } from '@school/contract/api/booking';
import type { PageQuery } from '@school/contract/envelope';
import { addDays, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import { cancelOutcome } from '../booking/rules.ts';
import { canEnterClassroom, classroomOpensAt, effectiveStatus, reviewProblem } from './rules.ts';
import * as repo from './repository.ts';

/** The student's lessons (`courseCourse/*`, `liveRoom/list`). Everything is scoped to the caller. */

export const lessonNotFound = () => notFound('课程不存在', 'No such lesson');

const DEFAULT_TITLE = '外教一对一英语课';

/** A lesson row as the contract shows it, with what the family can do with it at `now`. */
export function toLesson(r: repo.LessonRow, now: Date): Lesson {
  const status = effectiveStatus(r, now);
  const bookedAhead = status === 'booked' && cancelOutcome(r.startAt, now) !== 'started';
  return {
    id: r.id,
    teacher: { id: r.teacherId, name: r.teacherName, avatar: r.teacherAvatar },
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    status,
    title: r.title || DEFAULT_TITLE,
    courseLevel: r.courseLevel,
    note: r.note,
    canCancel: bookedAhead,
    cancelReturnsCredit: bookedAhead && cancelOutcome(r.startAt, now) === 'refund',
    canEnter: canEnterClassroom(r, now),
    hasReport: r.hasReport,
    reviewed: r.reviewed,
    canReview: !r.reviewed && reviewProblem(r, now) === null,
    recordingUrl: r.recordingUrl,
  };
}

/** The caller's lessons by id (for the booking reply), soonest first. */
export async function lessonsOfStudent(db: Db, studentId: number, ids: number[], now: Date) {
  return (await repo.lessonsByIds(db, studentId, ids)).map((r) => toLesson(r, now));
}

export async function viewLesson(db: Db, studentId: number, id: number, now: Date) {
  const row = await repo.findLesson(db, studentId, id);
  if (!row) throw lessonNotFound();
  return toLesson(row, now);
}

function dayRange(ctx: AppContext, from?: string, to?: string) {
  const tz = ctx.config.TIME_ZONE;
  try {
    return {
      from: from ? zonedDateTimeToInstant(from, '00:00', tz) : undefined,
      to: to ? zonedDateTimeToInstant(addDays(to, 1), '00:00', tz) : undefined,
    };
  } catch {
    throw invalid('参数错误 from/to: 不是有效日期', 'Invalid input from/to: not a valid date');
  }
}

export async function listLessonPage(
  ctx: AppContext,
  studentId: number,
  input: PageQuery & { scope: 'upcoming' | 'history' | 'all'; from?: string; to?: string },
): Promise<OutputOf<typeof listLessons>> {
  const now = ctx.clock.now();
  const range = dayRange(ctx, input.from, input.to);
  const { rows, total } = await repo.pageLessons(
    ctx.db,
    { studentId, scope: input.scope, now, ...range },
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return {
    list: rows.map((r) => toLesson(r, now)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function viewComing(ctx: AppContext, studentId: number) {
  const now = ctx.clock.now();
  const row = await repo.nextLesson(ctx.db, studentId, now);
  return row ? toLesson(row, now) : null;
}

/** The family's note to the teacher, while the lesson is booked and has not started. */
export async function editNote(ctx: AppContext, studentId: number, id: number, note: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockLesson(tx, studentId, id);
    if (!row) throw lessonNotFound();
    if (effectiveStatus(row, now) !== 'booked')
      throw new AppError(
        2004,
        '课程已开始或已结束，不能修改',
        'The lesson can no longer be changed',
      );
    await repo.updateNote(tx, id, note, now);
  });
  return viewLesson(ctx.db, studentId, id, now);
}

/** `liveRoom/list`: the caller's lessons that have not ended, with when each classroom opens. */
export async function listClassrooms(
  ctx: AppContext,
  studentId: number,
  page: PageQuery,
): Promise<OutputOf<typeof listLiveRooms>> {
  const now = ctx.clock.now();
  const { rows, total } = await repo.pageLessons(
    ctx.db,
    { studentId, scope: 'upcoming', now },
    page.pageSize,
    (page.page - 1) * page.pageSize,
  );
  return {
    list: rows.map((r) => ({
      lessonId: r.id,
      teacherName: r.teacherName,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      opensAt: classroomOpensAt(r.startAt).toISOString(),
      canEnter: canEnterClassroom(r, now),
    })),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/**
 * The steps of settling an ended lesson, for the classroom (classroom/settle.ts), which decides
 * the outcome from its attendance; same transaction and locks as before.
 */
export { countFinished, endedOpenLessons, lockLessonToSettle, setOutcome } from './repository.ts';

/** For booking: lock a lesson of the student (undefined when it is not theirs). */
export const lockStudentLesson = (db: Db, studentId: number, id: number) =>
  repo.lockLesson(db, studentId, id);
