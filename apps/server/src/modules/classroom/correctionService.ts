import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import * as credits from '../credits/service.ts';
import * as lessons from '../lessons/service.ts';
import { lockLessonById } from '../lessons/consoleService.ts';
import { correctionEffects, type SettleOutcome } from './rules.ts';
import { applySettleEffects, creditReturnedOf } from './settle.ts';

/**
 * The school corrects a settled lesson's attendance (docs/design/console.md §7): the lesson ends as if it had
 * been settled as `to`. The credit effects are the settle rules' (rules.ts `settleEffects`) for
 * `to` less those already applied for what it was, so a correction never invents its own rule.
 * Runs in the caller's transaction (the console's audit row commits with it).
 */

const SETTLED = new Set<string>(['finished', 'student_absent', 'teacher_absent']);

export async function correctAttendance(
  tx: Db,
  lessonId: number,
  to: SettleOutcome,
  studentId: number,
  now: Date,
): Promise<{ from: SettleOutcome; creditChange: number }> {
  // Same lock order as settling: the family's credits, then the lesson.
  await credits.lockCredits(tx, studentId);
  const lesson = await lockLessonById(tx, lessonId);
  if (!lesson || lesson.studentId !== studentId) throw notFound('课程不存在', 'No such lesson');
  if (!SETTLED.has(lesson.status))
    throw new AppError(
      2004,
      '只有已结束并结算的课程才能更正出勤',
      'Only a lesson that has ended and been settled can have its attendance corrected',
    );
  const from = lesson.status as SettleOutcome;
  if (from === to)
    throw invalid('outcome: 与当前出勤相同', 'outcome: is the attendance already', 'outcome');
  const before = await credits.balanceOf(tx, studentId);
  const returned = await applySettleEffects(tx, lesson, correctionEffects(from, to), now);
  await lessons.setOutcome(tx, lessonId, {
    status: to,
    creditReturned: creditReturnedOf(to, returned),
    now,
  });
  return { from, creditChange: (await credits.balanceOf(tx, studentId)) - before };
}
export { attendanceOf } from './attendance.ts';
