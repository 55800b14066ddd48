import type { z } from 'zod';
import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/lessons';
import {
  LATE_REPORT_WINDOW_DAYS,
  LESSON_LIST_MAX_DAYS,
  LESSON_LIST_MAX_DAYS_FILTERED,
  REPORT_LATE_HOURS,
} from '@school/contract/api/admin/lessons';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange } from '../audit/service.ts';
import { cancelBySchool, reassignLesson } from '../booking/schoolService.ts';
import { attendanceOf, correctAttendance } from '../classroom/correctionService.ts';
import { staffReplayLink } from '../classroom/recordingService.ts';
import { ledgerOfLesson } from '../credits/correctionService.ts';
import * as lessons from '../lessons/consoleService.ts';
import { notify, notifyLessons } from '../notifications/service.ts';
import { freeTeachersAt } from '../schedule/freeService.ts';
import { closeSlot } from '../schedule/slotService.ts';
import { searchTeachers } from '../teachers/pickService.ts';
import { familyIdByPhone } from '../users/directoryService.ts';
import { dayRange, toRows, today } from './rows.ts';

/**
 * The console's lessons (docs/design/console.md §7, decision 0026). Reads go to the lessons module's queries;
 * every change is made by the module that owns it (booking: reassign, cancel; the classroom:
 * attendance with the settle rules), in one transaction with its audit row and notifications.
 */

const DAY = 86_400_000;
const lessonNotFound = () => notFound('课程不存在', 'No such lesson');

export async function listLessons(
  ctx: AppContext,
  input: z.output<typeof api.listAdminLessons.input>,
): Promise<OutputOf<typeof api.listAdminLessons>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const from = input.from ?? input.to ?? today(now, tz);
  const to = input.to ?? from;
  const range = dayRange(from, to, tz);
  let studentId: number | undefined;
  if (input.family)
    studentId =
      input.family.length === 11
        ? ((await familyIdByPhone(ctx.db, input.family)) ?? -1)
        : Number(input.family);
  const filtered = input.teacherId !== undefined || studentId !== undefined;
  const days = Math.round((range.to.getTime() - range.from.getTime()) / DAY);
  const max = filtered ? LESSON_LIST_MAX_DAYS_FILTERED : LESSON_LIST_MAX_DAYS;
  if (days < 1) throw invalid('to: 不能早于开始日期', 'to: must not be before from', 'to');
  if (days > max)
    throw invalid(`to: 日期范围最多 ${max} 天`, `to: the date range is at most ${max} days`, 'to');
  const { rows, total, more } = await lessons.pageAdminLessons(
    ctx.db,
    { ...range, teacherId: input.teacherId, studentId, status: input.status },
    {
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
      descending: input.order === 'descend',
    },
  );
  return { list: await toRows(ctx.db, rows, now), total, more };
}

export async function listLateReports(
  ctx: AppContext,
  input: { page: number; pageSize: number; order?: 'ascend' | 'descend'; teacherId?: number },
): Promise<OutputOf<typeof api.listLateReports>> {
  const now = ctx.clock.now();
  const { rows, total } = await lessons.pageLateReports(
    ctx.db,
    {
      from: new Date(now.getTime() - LATE_REPORT_WINDOW_DAYS * DAY),
      before: new Date(now.getTime() - REPORT_LATE_HOURS * 3600_000),
      teacherId: input.teacherId,
    },
    {
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
      // The longest overdue first unless asked otherwise.
      descending: input.order === 'descend',
    },
  );
  const list = await toRows(ctx.db, rows, now);
  return {
    total,
    list: list.map((r) => ({
      ...r,
      hoursLate: Math.floor((now.getTime() - Date.parse(r.endAt)) / 3600_000),
    })),
  };
}

async function row(ctx: AppContext, id: number, now = ctx.clock.now()) {
  const r = await lessons.findAdminLesson(ctx.db, id);
  if (!r) throw lessonNotFound();
  return (await toRows(ctx.db, [r], now))[0]!;
}

export async function viewLesson(
  ctx: AppContext,
  id: number,
): Promise<OutputOf<typeof api.viewAdminLesson>> {
  const now = ctx.clock.now();
  const r = await lessons.findAdminLesson(ctx.db, id);
  if (!r) throw lessonNotFound();
  const [[base], report, attendance, ledger] = await Promise.all([
    toRows(ctx.db, [r], now),
    lessons.findReport(ctx.db, id),
    attendanceOf(ctx.db, id),
    ledgerOfLesson(ctx.db, id),
  ]);
  const upcoming = r.status === 'booked' && r.startAt.getTime() > now.getTime();
  return {
    ...base!,
    note: r.note,
    report: report
      ? {
          teacherName: report.teacherName,
          pronunciation: report.report.pronunciation,
          vocabulary: report.report.vocabulary,
          grammar: report.report.grammar,
          fluency: report.report.fluency,
          confidence: report.report.confidence,
          comment: report.report.comment,
          homework: report.report.homework,
          words: report.report.words,
          sentences: report.report.sentences,
          writtenAt: report.report.createdAt.toISOString(),
        }
      : null,
    attendance: {
      studentJoined: attendance.studentJoined,
      teacherJoined: attendance.teacherJoined,
    },
    credits: ledger.map((l) => ({
      change: l.change,
      reason: l.reason,
      createdAt: l.createdAt.toISOString(),
    })),
    canReassign: upcoming,
    canCancel: upcoming,
    canCorrect: ['finished', 'student_absent', 'teacher_absent'].includes(r.status),
  };
}

export async function teacherChoices(ctx: AppContext, q: string | undefined) {
  const rows = await searchTeachers(ctx.db, q ?? '', 20);
  return { list: rows.map((t) => ({ id: t.id, name: t.name, active: t.status === 'active' })) };
}

export async function reassignOptions(ctx: AppContext, lessonId: number) {
  const r = await lessons.findAdminLesson(ctx.db, lessonId);
  if (!r) throw lessonNotFound();
  const now = ctx.clock.now();
  if (r.status !== 'booked' || r.startAt.getTime() <= now.getTime()) return { list: [] };
  return { list: await freeTeachersAt(ctx.db, r.startAt, r.teacherId) };
}

export const replay = async (ctx: AppContext, lessonId: number) => {
  if (!(await lessons.findAdminLesson(ctx.db, lessonId))) throw lessonNotFound();
  return staffReplayLink(ctx, lessonId);
};

/**
 * Reassigns a booked lesson (booking's `reassignLesson`: the slot's unique index decides races),
 * closes the first teacher's slot at that time unless the school reopens it (decision 0026),
 * records it, and tells the family and the new teacher (the lesson's current participants) and
 * the teacher it was taken from. The audit row's id is the notifications' subject, so a second
 * reassignment of the same lesson is told again.
 */
export async function reassign(
  ctx: AppContext,
  actor: StaffActor,
  input: { lessonId: number; teacherId: number; reopenSlot: boolean },
) {
  const now = ctx.clock.now();
  await auditedChange(ctx.db, actor, async (tx, audit) => {
    const before = await lessons.findAdminLesson(tx, input.lessonId);
    const moved = await reassignLesson(tx, input.lessonId, input.teacherId, now);
    if (!input.reopenSlot) await closeSlot(tx, moved.from.slotId);
    const auditId = await audit({
      action: 'lesson.reassign',
      entity: 'lesson',
      entityId: input.lessonId,
      before: {
        teacherId: moved.from.teacherId,
        teacherName: before?.teacherName,
        slotId: moved.from.slotId,
      },
      after: {
        teacherId: moved.to.teacherId,
        slotId: moved.to.slotId,
        firstTeacherSlot: input.reopenSlot ? 'open' : 'closed',
      },
    });
    await notifyLessons(tx, 'lesson_reassigned', [input.lessonId], now, { subjectId: auditId });
    const after = await lessons.findAdminLesson(tx, input.lessonId);
    await notify(
      tx,
      {
        event: 'lesson_reassigned',
        subjectId: auditId,
        lessonId: input.lessonId,
        recipients: [{ userId: moved.from.userId, role: 'teacher' }],
        params: {
          lessonId: input.lessonId,
          startAt: moved.startAt.toISOString(),
          teacherName: before?.teacherName ?? '',
          studentName: (await toRows(tx, [after!], now))[0]!.family.name,
          away: 1,
        },
      },
      now,
    );
  });
  return row(ctx, input.lessonId, now);
}

export async function cancel(
  ctx: AppContext,
  actor: StaffActor,
  input: { lessonId: number; reason: string },
) {
  const now = ctx.clock.now();
  const { creditReturned } = await auditedChange(ctx.db, actor, async (tx, audit) => {
    const done = await cancelBySchool(tx, input.lessonId, input.reason, now);
    await audit({
      action: 'lesson.cancel',
      entity: 'lesson',
      entityId: input.lessonId,
      before: { status: 'booked' },
      after: { status: 'cancelled_by_teacher', reason: input.reason, ...done },
    });
    await notifyLessons(tx, 'lesson_cancelled', [input.lessonId], now, {
      params: { bySchool: 1 },
    });
    return done;
  });
  return { lesson: await row(ctx, input.lessonId, now), creditReturned };
}

export async function correct(
  ctx: AppContext,
  actor: StaffActor,
  input: { lessonId: number; outcome: 'finished' | 'student_absent' | 'teacher_absent' },
) {
  const now = ctx.clock.now();
  const r = await lessons.findAdminLesson(ctx.db, input.lessonId);
  if (!r) throw lessonNotFound();
  const { creditChange } = await auditedChange(ctx.db, actor, async (tx, audit) => {
    const done = await correctAttendance(tx, input.lessonId, input.outcome, r.studentId, now);
    await audit({
      action: 'lesson.attendance',
      entity: 'lesson',
      entityId: input.lessonId,
      before: { status: done.from },
      after: { status: input.outcome, creditChange: done.creditChange },
    });
    return done;
  });
  return { lesson: await row(ctx, input.lessonId, now), creditChange };
}
