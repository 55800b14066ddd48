import {
  MAX_STARS_PER_LESSON,
  type ClassroomRole,
  type RoomState,
} from '@school/contract/api/classroom';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import type { Stay } from './rules.ts';

/**
 * The room of a lesson as the database keeps it: page, stars and who is connected, plus the
 * attendance record that settles the lesson. Nothing of it lives only in a server's memory, so a
 * reconnect, or a participant on another server copy, sees the same room.
 */

/** A connection not seen by the keep-alive for this long no longer counts as present. */
export const PRESENCE_STALE_MS = 75_000;

export async function roomState(db: Db, lessonId: number, endAt: Date, now: Date) {
  const [room, present] = await Promise.all([
    repo.readRoom(db, lessonId),
    repo.presentRoles(db, lessonId, new Date(now.getTime() - PRESENCE_STALE_MS)),
  ]);
  return toState(room, present, endAt);
}

function toState(
  room: { page: number; stars: number } | undefined,
  present: Set<ClassroomRole>,
  endAt: Date,
): RoomState {
  return {
    page: room?.page ?? 1,
    stars: room?.stars ?? 0,
    present: { student: present.has('student'), teacher: present.has('teacher') },
    endsAt: endAt.toISOString(),
  };
}

/**
 * A participant connected: the connection becomes their live one (replacing an older one), the
 * join is numbered under the room's lock, and a booked lesson that has started with both present
 * is in class. Before the start it is about to start, never in class (docs/design/booking.md §4.3): the hub
 * calls `startClass` at the start for a room entered early.
 */
export async function joinRoom(
  db: Db,
  j: {
    lessonId: number;
    role: ClassroomRole;
    userId: number;
    connectionId: string;
    startAt: Date;
    endAt: Date;
  },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await repo.lockRoom(tx, j.lessonId, now);
    const seq = await repo.recordJoin(tx, { ...j, now });
    const state = await roomState(tx, j.lessonId, j.endAt, now);
    if (bothIn(state) && now >= j.startAt) await repo.markInClass(tx, j.lessonId, now);
    return { seq, state };
  });
}

const bothIn = (state: RoomState) => state.present.student && state.present.teacher;

/** The start of a lesson whose room was entered early: in class if both are there. */
export async function startClass(db: Db, lessonId: number, endAt: Date, now: Date) {
  if (bothIn(await roomState(db, lessonId, endAt, now))) await repo.markInClass(db, lessonId, now);
}

/** A connection closed; false when a newer connection of the participant had replaced it. */
export const leaveRoom = (
  db: Db,
  lessonId: number,
  role: ClassroomRole,
  connectionId: string,
  now: Date,
) => repo.recordLeave(db, lessonId, role, connectionId, now);

export const touchConnection = repo.touchConnection;

export async function turnPage(db: Db, lessonId: number, page: number, endAt: Date, now: Date) {
  await repo.setPage(db, lessonId, page, now);
  return roomState(db, lessonId, endAt, now);
}

export async function giveStars(db: Db, lessonId: number, add: number, endAt: Date, now: Date) {
  await db.transaction((tx) => repo.addStars(tx, lessonId, add, MAX_STARS_PER_LESSON, now));
  return roomState(db, lessonId, endAt, now);
}

/** Stars given in a lesson's classroom (0 when nobody opened it). */
export async function starsOf(db: Db, lessonId: number) {
  return (await repo.readRoom(db, lessonId))?.stars ?? 0;
}

/** Who has ever joined the lesson's classroom (what settles the lesson). */
export const attendanceOf = repo.attendanceOf;

/**
 * Every stay of the lesson's participants at `now` (what settles the lesson). A stay still open
 * and kept alive lasts until now; one that never said goodbye (its server copy died) lasts to its
 * last keep-alive.
 */
export async function staysOf(db: Db, lessonId: number, now: Date): Promise<Stay[]> {
  const rows = await repo.staysOf(db, lessonId);
  const live = now.getTime() - PRESENCE_STALE_MS;
  return rows.map((r) => ({
    role: r.role,
    from: r.joinedAt,
    to: r.leftAt ?? (r.lastSeenAt.getTime() > live ? now : r.lastSeenAt),
  }));
}
