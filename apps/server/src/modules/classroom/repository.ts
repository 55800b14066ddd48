import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ClassroomRole } from '@school/contract/api/classroom';
import type { Db } from '../../db/client.ts';
import {
  classroomAttendance,
  classroomPresence,
  classroomRooms,
  serverSecrets,
} from '../../db/schema/classroom.ts';
import { lessonRecordings } from '../../db/schema/recordings.ts';
import { lessonReports, lessons } from '../../db/schema/lessons.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of the classroom: lessons to enter, room state, attendance, secrets. No rules here. */

export async function insertSecretIfMissing(db: Db, name: string, value: string) {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}

export async function readSecret(db: Db, name: string) {
  const rows = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return rows[0]?.value;
}

/** A lesson with who may enter it and what the classroom shows. */
export async function findRoomLesson(db: Db, lessonId: number) {
  const rows = await db
    .select({
      id: lessons.id,
      status: lessons.status,
      startAt: lessons.startAt,
      endAt: lessons.endAt,
      title: lessons.title,
      coursewareUrl: lessons.coursewareUrl,
      studentId: lessons.studentId,
      studentName: users.name,
      teacherId: lessons.teacherId,
      teacherUserId: teachers.userId,
      teacherName: teachers.name,
    })
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(eq(lessons.id, lessonId));
  return rows[0];
}
export type RoomLessonRow = NonNullable<Awaited<ReturnType<typeof findRoomLesson>>>;

/** Makes the room row of a lesson (page 1, no stars) unless it exists, and locks it. */
export async function lockRoom(db: Db, lessonId: number, now: Date) {
  await db
    .insert(classroomRooms)
    .values({ lessonId, updatedAt: now })
    .onConflictDoNothing({ target: classroomRooms.lessonId });
  const rows = await db
    .select()
    .from(classroomRooms)
    .where(eq(classroomRooms.lessonId, lessonId))
    .for('update');
  return rows[0]!;
}

export async function readRoom(db: Db, lessonId: number) {
  const rows = await db.select().from(classroomRooms).where(eq(classroomRooms.lessonId, lessonId));
  return rows[0];
}

/** Roles with a live connection seen since `since`. */
export async function presentRoles(db: Db, lessonId: number, since: Date) {
  const rows = await db
    .select({ role: classroomAttendance.role })
    .from(classroomAttendance)
    .where(
      and(
        eq(classroomAttendance.lessonId, lessonId),
        isNotNull(classroomAttendance.connectionId),
        gt(classroomAttendance.lastSeenAt, since),
      ),
    );
  return new Set(rows.map((r) => r.role));
}

/** Records a join: the connection becomes the participant's live one. Returns the join number. */
export async function recordJoin(
  db: Db,
  j: { lessonId: number; role: ClassroomRole; userId: number; connectionId: string; now: Date },
) {
  await db
    .insert(classroomAttendance)
    .values({
      lessonId: j.lessonId,
      role: j.role,
      userId: j.userId,
      connectionId: j.connectionId,
      firstJoinedAt: j.now,
      lastJoinedAt: j.now,
      lastSeenAt: j.now,
    })
    .onConflictDoUpdate({
      target: [classroomAttendance.lessonId, classroomAttendance.role],
      set: {
        userId: j.userId,
        connectionId: j.connectionId,
        lastJoinedAt: j.now,
        lastSeenAt: j.now,
        leftAt: null,
        joins: sql`${classroomAttendance.joins} + 1`,
      },
    });
  // A new connection replaces the participant's older one: that stay ends here.
  await db
    .update(classroomPresence)
    .set({ leftAt: j.now })
    .where(
      and(
        eq(classroomPresence.lessonId, j.lessonId),
        eq(classroomPresence.role, j.role),
        isNull(classroomPresence.leftAt),
      ),
    );
  await db.insert(classroomPresence).values({
    lessonId: j.lessonId,
    role: j.role,
    connectionId: j.connectionId,
    joinedAt: j.now,
    lastSeenAt: j.now,
  });
  const rows = await db
    .update(classroomRooms)
    .set({ joinSeq: sql`${classroomRooms.joinSeq} + 1`, updatedAt: j.now })
    .where(eq(classroomRooms.lessonId, j.lessonId))
    .returning({ seq: classroomRooms.joinSeq });
  return rows[0]!.seq;
}

/**
 * Records a leave of that connection. Nothing happens when the participant has connected again
 * since (a newer connection replaced it): returns whether this was the live connection.
 */
export async function recordLeave(
  db: Db,
  lessonId: number,
  role: ClassroomRole,
  connectionId: string,
  now: Date,
) {
  const rows = await db
    .update(classroomAttendance)
    .set({ connectionId: null, leftAt: now, lastSeenAt: now })
    .where(
      and(
        eq(classroomAttendance.lessonId, lessonId),
        eq(classroomAttendance.role, role),
        eq(classroomAttendance.connectionId, connectionId),
      ),
    )
    .returning({ role: classroomAttendance.role });
  await db
    .update(classroomPresence)
    .set({ leftAt: now, lastSeenAt: now })
    .where(and(ofConnection(lessonId, role, connectionId), isNull(classroomPresence.leftAt)));
  return rows.length > 0;
}

const ofConnection = (lessonId: number, role: ClassroomRole, connectionId: string) =>
  and(
    eq(classroomPresence.lessonId, lessonId),
    eq(classroomPresence.role, role),
    eq(classroomPresence.connectionId, connectionId),
  );

/** The keep-alive: the connection is still there. */
export async function touchConnection(
  db: Db,
  lessonId: number,
  role: ClassroomRole,
  connectionId: string,
  now: Date,
) {
  await db
    .update(classroomAttendance)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(classroomAttendance.lessonId, lessonId),
        eq(classroomAttendance.role, role),
        eq(classroomAttendance.connectionId, connectionId),
      ),
    );
  await db
    .update(classroomPresence)
    .set({ lastSeenAt: now })
    .where(and(ofConnection(lessonId, role, connectionId), isNull(classroomPresence.leftAt)));
}

/** A booked lesson whose two participants are both connected is in class. */
export async function markInClass(db: Db, lessonId: number, now: Date) {
  await db
    .update(lessons)
    .set({ status: 'in_class', updatedAt: now })
    .where(and(eq(lessons.id, lessonId), eq(lessons.status, 'booked')));
}

export async function setPage(db: Db, lessonId: number, page: number, now: Date) {
  await db
    .update(classroomRooms)
    .set({ page, updatedAt: now })
    .where(eq(classroomRooms.lessonId, lessonId));
}

/** Adds stars (capped at `max`) and copies the total onto the lesson's report, if written. */
export async function addStars(db: Db, lessonId: number, add: number, max: number, now: Date) {
  const rows = await db
    .update(classroomRooms)
    .set({ stars: sql`least(${classroomRooms.stars} + ${add}, ${max})`, updatedAt: now })
    .where(eq(classroomRooms.lessonId, lessonId))
    .returning({ stars: classroomRooms.stars });
  const stars = rows[0]?.stars ?? 0;
  await db
    .update(lessonReports)
    .set({ starsInClass: stars })
    .where(eq(lessonReports.lessonId, lessonId));
  return stars;
}

/** Who has ever joined a lesson's classroom. */
export async function attendanceOf(db: Db, lessonId: number) {
  const rows = await db
    .select({ role: classroomAttendance.role })
    .from(classroomAttendance)
    .where(eq(classroomAttendance.lessonId, lessonId));
  const roles = new Set(rows.map((r) => r.role));
  return { studentJoined: roles.has('student'), teacherJoined: roles.has('teacher') };
}

/** Every stay of the lesson's participants in its classroom (what settles the lesson). */
export function staysOf(db: Db, lessonId: number) {
  return db
    .select({
      role: classroomPresence.role,
      joinedAt: classroomPresence.joinedAt,
      lastSeenAt: classroomPresence.lastSeenAt,
      leftAt: classroomPresence.leftAt,
    })
    .from(classroomPresence)
    .where(eq(classroomPresence.lessonId, lessonId));
}

/** The chunks already stored for a lesson's recording (0 before the first). */
export async function storedChunkCount(db: Db, lessonId: number): Promise<number> {
  const [row] = await db
    .select({ chunks: lessonRecordings.chunks })
    .from(lessonRecordings)
    .where(eq(lessonRecordings.lessonId, lessonId));
  return row?.chunks ?? 0;
}
