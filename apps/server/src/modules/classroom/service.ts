import { turnServer } from '../../providers/classroom/turn.ts';
import type { ClassroomTicket } from '@school/contract/api/classroom';
import { CLASSROOM_WS_PATH } from '@school/contract/api/classroom';
import { formatInZone } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { defaultCoursewareUrl } from '../books/service.ts';
import { classroomOpensAt } from '../lessons/rules.ts';
import { entryProblem, roleOf, type EntryProblem, type RoomLesson } from './rules.ts';
import { signClassroomToken } from './tokens.ts';
import { recordingOfTicket } from './recordingTicket.ts';
import * as repo from './repository.ts';

/** Entering a lesson's classroom (`liveRoom/enter`). */

const DEFAULT_TITLE = '外教一对一英语课';
/** What a teacher sees of a child with no English name set (no other personal data). */

/**
 * The fixed ICE_SERVERS, plus a TURN server with credentials of this ticket valid for the lesson
 * (until its end plus TURN_MARGIN_SECONDS) when TURN_URLS is set; built-in classroom only.
 */
function iceServersFor(ctx: AppContext, lessonId: number, userId: number, lessonEnd: Date) {
  const fixed = ctx.classroom.iceServers();
  if (ctx.classroom.kind !== 'builtin') return fixed;
  const turn = turnServer(
    {
      urls: ctx.config.TURN_URLS,
      secret: ctx.config.TURN_SECRET,
      marginSeconds: ctx.config.TURN_MARGIN_SECONDS,
    },
    `l${lessonId}u${userId}`,
    lessonEnd,
  );
  return turn ? [...fixed, turn] : fixed;
}

export const STUDENT_PLACEHOLDER = 'Student';

export const lessonNotFound = () => notFound('课程不存在', 'No such lesson');

/** The refusal for a classroom that is not open, saying when it opens or why it is closed. */
export function entryRefusal(
  problem: EntryProblem,
  lesson: RoomLesson,
  timeZone: string,
): AppError {
  switch (problem) {
    case 'not_open_yet': {
      const at = formatInZone(classroomOpensAt(lesson.startAt), timeZone, 'YYYY-MM-DD HH:mm');
      return new AppError(
        2004,
        `教室将于 ${at} 开放（上课前 10 分钟）`,
        `The classroom opens at ${at} (10 minutes before the lesson)`,
      );
    }
    case 'ended':
      return new AppError(2004, '本节课已结束，教室已关闭', 'This lesson has ended');
    case 'cancelled':
      return new AppError(2004, '本节课已取消', 'This lesson was cancelled');
    case 'absent':
      return new AppError(2004, '本节课已记为缺席', 'This lesson was marked absent');
  }
}

/**
 * A classroom ticket for the lesson's student or teacher, from 10 minutes before the start to
 * the end of the slot: the signed token (bound to user, role and lesson), where to go with it
 * and what the classroom shows. Anyone else gets 2001, as if the lesson did not exist.
 */
export async function enterClassroom(
  ctx: AppContext,
  key: Buffer,
  userId: number,
  lessonId: number,
): Promise<ClassroomTicket> {
  const lesson = await repo.findRoomLesson(ctx.db, lessonId);
  const role = lesson ? roleOf(lesson, userId) : null;
  if (!lesson || !role) throw lessonNotFound();
  const now = ctx.clock.now();
  const problem = entryProblem(lesson, now);
  if (problem) throw entryRefusal(problem, lesson, ctx.config.TIME_ZONE);

  const expiresAt = new Date(now.getTime() + ctx.config.CLASSROOM_TOKEN_TTL_MS);
  const token = signClassroomToken(key, { lessonId, userId, role, expiresAt });
  return {
    lessonId,
    provider: ctx.classroom.kind,
    role,
    token,
    expiresAt: expiresAt.toISOString(),
    url: ctx.classroom.roomUrl({ lessonId, userId, role, token }),
    wsPath: CLASSROOM_WS_PATH,
    iceServers: iceServersFor(ctx, lessonId, userId, lesson.endAt),
    iceTransportPolicy: ctx.config.ICE_TRANSPORT_POLICY,
    recording: await recordingOfTicket(ctx, lessonId),
    lesson: {
      title: lesson.title || DEFAULT_TITLE,
      startAt: lesson.startAt.toISOString(),
      endAt: lesson.endAt.toISOString(),
      teacherName: lesson.teacherName,
      studentName: lesson.studentName || STUDENT_PLACEHOLDER,
      // Lessons booked before courseware existed get the school's default.
      coursewareUrl: lesson.coursewareUrl ?? (await defaultCoursewareUrl(ctx.db)),
    },
  };
}

/** Settling ended lessons from the classroom's attendance (the job, and the hub at the end). */
export { settleEndedLessons, settleLesson } from './settle.ts';
