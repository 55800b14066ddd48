import type { AdminLessonRow as RowOut } from '@school/contract/api/admin/lessons';
import { REPORT_LATE_HOURS } from '@school/contract/api/admin/lessons';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { effectiveStatus, type AdminLessonRow } from '../lessons/consoleService.ts';
import { familyNames } from '../users/directoryService.ts';

/** Lesson rows as the console shows them, and the school's days as instants. */

const HOUR = 3600_000;

export function toRow(r: AdminLessonRow, family: string, now: Date): RowOut {
  const status = effectiveStatus(r, now);
  return {
    id: r.id,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    status,
    teacher: { id: r.teacherId, name: r.teacherName },
    family: { id: r.studentId, name: family },
    courseLevel: r.courseLevel,
    hasReport: r.hasReport,
    reportLate:
      status === 'finished' &&
      !r.hasReport &&
      now.getTime() - r.endAt.getTime() > REPORT_LATE_HOURS * HOUR,
    hasRecording: r.recordingUrl !== null,
    creditReturned: r.creditReturned,
    cancelReason: r.cancelReason,
  };
}

/** A page of rows with their families' names (one query for the page). */
export async function toRows(db: Db, rows: AdminLessonRow[], now: Date) {
  const names = await familyNames(
    db,
    rows.map((r) => r.studentId),
  );
  return rows.map((r) => toRow(r, names.get(r.studentId) ?? `#${r.studentId}`, now));
}

export const today = (now: Date, tz: string) => dateInZone(now, tz);

/** The instant a school day starts. */
export function dayStart(date: string, tz: string, field = 'from') {
  try {
    return zonedDateTimeToInstant(date, '00:00', tz);
  } catch {
    throw invalid(`${field}: 不是有效日期`, `${field}: not a valid date`, field);
  }
}

/** [start of `from`, start of the day after `to`). */
export const dayRange = (from: string, to: string, tz: string) => ({
  from: dayStart(from, tz, 'from'),
  to: dayStart(addDays(to, 1), tz, 'to'),
});
