import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classroomAttendance, classroomRooms } from '../../db/schema/classroom.ts';
import { lessonReports, lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of the teacher's desk: the teacher's own lessons with their student and report. */

const cancelled = ['cancelled_by_student', 'cancelled_by_teacher'] as const;

const deskColumns = {
  id: lessons.id,
  teacherId: lessons.teacherId,
  startAt: lessons.startAt,
  endAt: lessons.endAt,
  status: lessons.status,
  title: lessons.title,
  note: lessons.note,
  // Only what a teacher needs of a child: English name, birth date (for the age) and sex.
  studentName: users.name,
  studentBirth: users.birth,
  studentSex: users.sex,
  roomStars: classroomRooms.stars,
  studentJoined: sql<boolean>`exists (select 1 from ${classroomAttendance} a where a.lesson_id = ${lessons.id} and a.role = 'student')`,
  // Teacher and child have both joined its classroom (the report may open before the start).
  met: sql<boolean>`(select count(distinct a.role) = 2 from ${classroomAttendance} a where a.lesson_id = ${lessons.id})`,
  report: lessonReports,
};
export type DeskRow = Awaited<ReturnType<typeof selectDesk>>[number];

function selectDesk(db: Db, where: SQL | undefined) {
  return db
    .select(deskColumns)
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .leftJoin(classroomRooms, eq(classroomRooms.lessonId, lessons.id))
    .leftJoin(lessonReports, eq(lessonReports.lessonId, lessons.id))
    .where(where);
}

export interface DeskFilter {
  teacherId: number;
  scope: 'today' | 'upcoming' | 'history';
  now: Date;
  dayStart: Date;
  dayEnd: Date;
}

function filterWhere(f: DeskFilter) {
  return and(
    eq(lessons.teacherId, f.teacherId),
    notInArray(lessons.status, [...cancelled]),
    f.scope === 'today'
      ? and(gte(lessons.startAt, f.dayStart), lt(lessons.startAt, f.dayEnd))
      : undefined,
    f.scope === 'upcoming'
      ? and(gt(lessons.endAt, f.now), inArray(lessons.status, ['booked', 'in_class']))
      : undefined,
    f.scope === 'history' ? lte(lessons.endAt, f.now) : undefined,
  );
}

export async function pageDeskLessons(db: Db, f: DeskFilter, limit: number, offset: number) {
  const where = filterWhere(f);
  const order =
    f.scope === 'history'
      ? [desc(lessons.startAt), desc(lessons.id)]
      : [asc(lessons.startAt), asc(lessons.id)];
  const [rows, total] = await Promise.all([
    selectDesk(db, where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(lessons).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** One lesson of the teacher (undefined for another teacher's lesson). */
export async function findDeskLesson(db: Db, teacherId: number, id: number) {
  const rows = await selectDesk(db, and(eq(lessons.id, id), eq(lessons.teacherId, teacherId)));
  return rows[0];
}

/** The teacher's lesson, locked until the transaction ends. */
export async function lockTeacherLesson(db: Db, teacherId: number, id: number) {
  const rows = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.teacherId, teacherId)))
    .for('update');
  return rows[0];
}

export async function markStudentAbsent(db: Db, id: number, now: Date) {
  await db
    .update(lessons)
    .set({ status: 'student_absent', creditReturned: false, updatedAt: now })
    .where(and(eq(lessons.id, id), inArray(lessons.status, ['booked', 'in_class'])));
}

export interface ReportFields {
  pronunciation: number;
  vocabulary: number;
  grammar: number;
  fluency: number;
  confidence: number;
  comment: string;
  homework: string;
  words: string[];
  sentences: string[];
}

/** Writes the report, or corrects it (its first writing time stays). */
export async function upsertReport(
  db: Db,
  r: ReportFields & { lessonId: number; teacherId: number; starsInClass: number; now: Date },
) {
  const { now, ...fields } = r;
  const { lessonId: _l, teacherId: _t, ...changes } = fields;
  await db
    .insert(lessonReports)
    .values({ ...fields, createdAt: now })
    .onConflictDoUpdate({ target: lessonReports.lessonId, set: changes });
}

export async function findTeacher(db: Db, teacherId: number) {
  const rows = await db
    .select({ id: teachers.id, name: teachers.name, avatar: teachers.avatar })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  return rows[0];
}
