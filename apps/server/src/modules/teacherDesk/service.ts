import type { DeskLesson, LessonReportInput } from '@school/contract/api/teacherDesk';
import type { OutputOf } from '@school/contract/endpoint';
import type { listDeskLessons, viewTeacherMe } from '@school/contract/api/teacherDesk';
import type { PageQuery } from '@school/contract/envelope';
import {
  addDays,
  dateInZone,
  formatInZone,
  zonedDateTimeToInstant,
} from '@school/contract/helpers/time';
import { MARK_ABSENT_AFTER_MS } from '@school/contract/api/teacherDesk';
import { notifyLessons } from '../notifications/service.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { canEnterClassroom, effectiveStatus } from '../lessons/rules.ts';
import { STUDENT_PLACEHOLDER } from '../classroom/service.ts';
import { absentProblem, ageOn, reportProblem } from './rules.ts';
import * as repo from './repository.ts';

/**
 * The teacher's desk: the teacher's own lessons (another teacher's is 2001, as if it did not
 * exist), the report, marking a student absent. Children's data stays minimal: English name,
 * age and sex; never a phone.
 */

const DEFAULT_TITLE = '外教一对一英语课';
const lessonNotFound = () => notFound('课程不存在', 'No such lesson');

function toDeskLesson(r: repo.DeskRow, now: Date, timeZone: string): DeskLesson {
  const status = effectiveStatus(r, now);
  const report = r.report;
  return {
    id: r.id,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    status,
    title: r.title || DEFAULT_TITLE,
    note: r.note,
    student: {
      name: r.studentName || STUDENT_PLACEHOLDER,
      age: ageOn(r.studentBirth, dateInZone(now, timeZone)),
      sex: r.studentSex,
    },
    stars: r.roomStars ?? report?.starsInClass ?? 0,
    canEnter: canEnterClassroom(r, now),
    canMarkAbsent: absentProblem(r, r.studentJoined, now) === null,
    canReport: reportProblem(r, now) === null,
    report: report
      ? {
          pronunciation: report.pronunciation,
          vocabulary: report.vocabulary,
          grammar: report.grammar,
          fluency: report.fluency,
          confidence: report.confidence,
          comment: report.comment,
          homework: report.homework,
          words: report.words,
          sentences: report.sentences,
          createdAt: report.createdAt.toISOString(),
        }
      : null,
  };
}

export async function viewMe(
  ctx: AppContext,
  teacherId: number,
): Promise<OutputOf<typeof viewTeacherMe>> {
  const t = await repo.findTeacher(ctx.db, teacherId);
  if (!t) throw notFound();
  return { teacherId: t.id, name: t.name, avatar: t.avatar };
}

export async function listLessons(
  ctx: AppContext,
  teacherId: number,
  input: PageQuery & { scope: 'today' | 'upcoming' | 'history' },
): Promise<OutputOf<typeof listDeskLessons>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const today = dateInZone(now, tz);
  const { rows, total } = await repo.pageDeskLessons(
    ctx.db,
    {
      teacherId,
      scope: input.scope,
      now,
      dayStart: zonedDateTimeToInstant(today, '00:00', tz),
      dayEnd: zonedDateTimeToInstant(addDays(today, 1), '00:00', tz),
    },
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return {
    list: rows.map((r) => toDeskLesson(r, now, tz)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function viewLesson(ctx: AppContext, teacherId: number, id: number) {
  const row = await repo.findDeskLesson(ctx.db, teacherId, id);
  if (!row) throw lessonNotFound();
  return toDeskLesson(row, ctx.clock.now(), ctx.config.TIME_ZONE);
}

/**
 * Writes or corrects the report of one of the teacher's lessons, from its start to 7 days after
 * its end. The stars given in class come from the classroom. The student's 课程报告
 * (`teacherReviewsStudent/view`) reads the same row.
 */
export async function writeReport(
  ctx: AppContext,
  teacherId: number,
  input: LessonReportInput & { lessonId: number },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const lesson = await repo.lockTeacherLesson(tx, teacherId, input.lessonId);
    if (!lesson) throw lessonNotFound();
    const row = await repo.findDeskLesson(tx, teacherId, lesson.id);
    const problem = reportProblem({ ...lesson, met: row?.met ?? false }, now);
    if (problem === 'not_started')
      throw new AppError(2004, '课程开始后才能填写报告', 'The report opens when the lesson starts');
    if (problem === 'window_closed')
      throw new AppError(
        2004,
        '已超过报告填写期限（课程结束后 7 天内）',
        'Reports close 7 days after the lesson',
      );
    if (problem === 'not_held')
      throw new AppError(
        2004,
        '本节课未上课，不能填写报告',
        'This lesson did not take place: no report',
      );
    const { lessonId, ...fields } = input;
    await repo.upsertReport(tx, {
      ...fields,
      lessonId,
      teacherId,
      starsInClass: row?.roomStars ?? row?.report?.starsInClass ?? 0,
      now,
    });
    // Once per lesson: a corrected report does not notify again.
    await notifyLessons(tx, 'report_ready', [lesson.id], now, { to: 'family' });
  });
  return viewLesson(ctx, teacherId, input.lessonId);
}

/**
 * Marks the student absent (the credit is spent: the booking's -1 stands, no ledger row), from
 * 10 minutes after the start to the end of the slot, if the student never entered the classroom.
 */
export async function markAbsent(ctx: AppContext, teacherId: number, lessonId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const lesson = await repo.lockTeacherLesson(tx, teacherId, lessonId);
    if (!lesson) throw lessonNotFound();
    const row = await repo.findDeskLesson(tx, teacherId, lessonId);
    const problem = absentProblem(lesson, row?.studentJoined ?? false, now);
    if (problem === 'too_early') {
      const at = formatInZone(
        new Date(lesson.startAt.getTime() + MARK_ABSENT_AFTER_MS),
        ctx.config.TIME_ZONE,
        'HH:mm',
      );
      throw new AppError(
        2004,
        `上课 10 分钟后（${at} 起）才能标记缺席`,
        `A student can be marked absent from ${at} (10 minutes after the start)`,
      );
    }
    if (problem === 'ended')
      throw new AppError(
        2004,
        '课程已结束，出勤将按进入教室的记录结算',
        'The lesson has ended: attendance settles it',
      );
    if (problem === 'not_open')
      throw new AppError(2004, '本节课已结束或已取消', 'This lesson is over or cancelled');
    if (problem === 'student_joined')
      throw new AppError(
        2004,
        '学生已进入过教室，不能标记缺席',
        'The student has entered the classroom',
      );
    await repo.markStudentAbsent(tx, lessonId, now);
  });
  return viewLesson(ctx, teacherId, lessonId);
}
