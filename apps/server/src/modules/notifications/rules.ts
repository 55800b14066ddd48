import {
  QUIET_HOURS,
  type NotificationChannel,
  type NotificationEvent,
} from '@school/contract/api/notifications';
import {
  addDays,
  dateInZone,
  formatInZone,
  zonedDateTimeToInstant,
} from '@school/contract/helpers/time';

/** The rules of sending, as pure functions of the row, the lesson and the clock. */

export const REMINDERS = [
  { event: 'lesson_reminder_24h', beforeMs: 24 * 3600_000 },
  { event: 'lesson_reminder_15m', beforeMs: 15 * 60_000 },
] as const satisfies readonly { event: NotificationEvent; beforeMs: number }[];

export const isReminder = (e: string) => e === 'lesson_reminder_24h' || e === 'lesson_reminder_15m';

/** Retries: 30 s, 2 min, 8 min, 32 min, ~2 h; after the sixth failure the row is `failed`. */
export const MAX_ATTEMPTS = 6;
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

/**
 * Whether `now` is inside the quiet hours (21:30 to 08:00 in the school's zone), and if so when
 * they end. A lesson's 15-minute reminder and in-app messages are never held (see `mayWait`).
 */
export function quietUntil(now: Date, timeZone: string): Date | null {
  const hm = formatInZone(now, timeZone, 'HH:mm');
  const today = dateInZone(now, timeZone);
  if (hm >= QUIET_HOURS.from)
    return zonedDateTimeToInstant(addDays(today, 1), QUIET_HOURS.to, timeZone);
  if (hm < QUIET_HOURS.to) return zonedDateTimeToInstant(today, QUIET_HOURS.to, timeZone);
  return null;
}

/** In-app messages make no sound, and a lesson about to start cannot wait for the morning. */
export const mayWait = (event: string, channel: NotificationChannel) =>
  channel !== 'inapp' && event !== 'lesson_reminder_15m';

export interface LessonNow {
  status: string;
  startAt: Date;
  studentId: number;
  teacherUserId: number | null;
}

/**
 * Why a reminder must not go out (any more), or null when it still should: the lesson is gone or
 * no longer booked (cancelled, or already held), it has started (a reminder after the start is
 * noise), or the person is no longer its student or teacher (reassigned).
 */
export function reminderProblem(
  row: { event: string; userId: number },
  lesson: LessonNow | undefined,
  now: Date,
): string | null {
  if (!lesson) return 'lesson gone';
  if (lesson.status !== 'booked') return `lesson ${lesson.status}`;
  if (now.getTime() >= lesson.startAt.getTime()) return 'lesson started';
  if (row.userId !== lesson.studentId && row.userId !== lesson.teacherUserId)
    return 'no longer a participant';
  return null;
}
