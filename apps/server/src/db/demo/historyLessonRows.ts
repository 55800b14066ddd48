import { randomUUID } from 'node:crypto';
import type {
  classroomAttendance,
  classroomPresence,
  classroomRooms,
} from '../schema/classroom.ts';
import type { lessonReports, lessons, teacherReviews } from '../schema/lessons.ts';
import type { teacherSlots } from '../schema/schedule.ts';
import { REPORT_BANK } from './historyData.ts';
import type { HistoryContext, HistoryIds } from './historyIds.ts';
import type { History } from './historyPlan.ts';

/**
 * The demo history's lessons as booking, the classroom and the teacher's desk leave them: the
 * slot each holds (for a reassigned lesson also the first teacher's, closed by the console),
 * the lesson settled from the classroom's attendance (child and teacher in the room for a
 * finished one, the teacher alone for a child absent), the teacher's report and the family's
 * review.
 */

const MIN = 60_000;
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
/** Slots are opened by the weekly plans two weeks ahead (schedule/jobs). */
const OPENED_BEFORE = 14 * 24 * 60 * MIN;

export function lessonRows(h: History, ids: HistoryIds, c: HistoryContext) {
  const slotRows: (typeof teacherSlots.$inferInsert)[] = [];
  const lessonRowsOut: (typeof lessons.$inferInsert)[] = [];
  const reportRows: (typeof lessonReports.$inferInsert)[] = [];
  const reviewRows: (typeof teacherReviews.$inferInsert)[] = [];
  const roomRows: (typeof classroomRooms.$inferInsert)[] = [];
  const attendanceRows: (typeof classroomAttendance.$inferInsert)[] = [];
  const presenceRows: (typeof classroomPresence.$inferInsert)[] = [];
  /** The first teacher's slot of each reassigned lesson, by lesson index. */
  const firstSlots = new Map<number, number>();
  let nextSlot = h.lessons.length;
  const teacher = (i: number) => {
    const t = c.teachers[i];
    if (!t) throw new Error(`demo history: no teacher ${i}`);
    return t;
  };

  for (const l of h.lessons) {
    const id = ids.lessons[l.index]!;
    const slotId = ids.slots[l.index]!;
    const t = teacher(l.teacher);
    const studentId = ids.users[l.family]!;
    const opened = plus(l.startAt, -OPENED_BEFORE);
    slotRows.push({
      id: slotId,
      teacherId: t.id,
      startAt: l.startAt,
      status: 'open',
      createdAt: opened,
    });
    if (l.reassigned) {
      const first = ids.slots[nextSlot++]!;
      firstSlots.set(l.index, first);
      slotRows.push({
        id: first,
        teacherId: teacher(l.reassigned.from).id,
        startAt: l.startAt,
        status: 'closed',
        createdAt: opened,
      });
    }
    lessonRowsOut.push({
      id,
      slotId,
      teacherId: t.id,
      studentId,
      startAt: l.startAt,
      endAt: l.endAt,
      status: l.status,
      title: l.title,
      courseLevel: l.courseLevel,
      grantId: ids.grants[h.credits.lessonGrant[l.index]!]!,
      cancelReason: l.cancelled?.reason ?? null,
      cancelledAt: l.cancelled?.at ?? null,
      creditReturned: l.cancelled ? true : l.status === 'student_absent' ? false : null,
      coursewareUrl: c.coursewareUrl,
      createdAt: l.bookedAt,
      updatedAt: l.settledAt ?? l.cancelled?.at ?? l.bookedAt,
    });
    if (l.status === 'cancelled_by_student') continue;

    const bank = REPORT_BANK[h.families[l.family]!.level] ?? REPORT_BANK[1]!;
    const words = bank[l.nth % bank.length]!;
    const stars = 3 + ((l.nth + l.teacher) % 3);
    const teacherUser = t.userId;
    const joined = (role: 'student' | 'teacher', userId: number | null, early: number) => {
      const joinedAt = plus(l.startAt, -early * MIN);
      const leftAt = plus(l.endAt, (role === 'teacher' ? 2 : 1) * MIN);
      attendanceRows.push({
        lessonId: id,
        role,
        userId,
        connectionId: null,
        firstJoinedAt: joinedAt,
        lastJoinedAt: joinedAt,
        lastSeenAt: leftAt,
        leftAt,
        joins: 1,
      });
      presenceRows.push({
        lessonId: id,
        role,
        connectionId: randomUUID(),
        joinedAt,
        lastSeenAt: leftAt,
        leftAt,
      });
    };
    joined('teacher', teacherUser, 6);
    if (l.status === 'finished') joined('student', studentId, 3);
    roomRows.push({
      lessonId: id,
      page: 6 + (l.nth % 6),
      stars: l.status === 'finished' ? stars : 0,
      joinSeq: l.status === 'finished' ? 2 : 1,
      updatedAt: l.endAt,
    });
    if (l.report)
      reportRows.push({
        lessonId: id,
        teacherId: t.id,
        pronunciation: stars,
        vocabulary: 3 + ((l.nth + 1) % 3),
        grammar: 3 + ((l.nth + 2) % 3),
        fluency: stars,
        confidence: 5 - (l.nth % 2),
        comment: words.comment,
        homework: words.homework,
        words: words.words,
        sentences: words.sentences,
        starsInClass: stars,
        createdAt: l.report,
      });
    if (l.review) {
      const [reviewStars, tags, content] = l.review;
      reviewRows.push({
        lessonId: id,
        teacherId: t.id,
        userId: studentId,
        stars: reviewStars,
        tags,
        content,
        createdAt: plus(l.endAt, 60 * MIN),
      });
    }
  }
  return {
    slotRows,
    lessonRows: lessonRowsOut,
    reportRows,
    reviewRows,
    roomRows,
    attendanceRows,
    presenceRows,
    firstSlots,
  };
}
