import { conflict } from '../../http/errors.ts';
import { isRetryableConflict, uniqueViolation } from '../../lib/pgErrors.ts';

/** The family-facing errors of booking and cancelling, and how database races map to them. */

export const slotTaken = () =>
  conflict('该时间段已被预约', 'This time slot has already been booked');

export const studentBusy = (when?: string) =>
  conflict(
    when ? `您在 ${when} 已有课程` : '您在该时间已有课程',
    when ? `You already have a lesson at ${when}` : 'You already have a lesson at that time',
  );

/** Database outcomes of a lost race, as the family should read them. */
export function mapBookingError(err: unknown): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'lessons_slot_active_key') return slotTaken();
  if (constraint === 'lessons_student_start_active_key') return studentBusy();
  if (isRetryableConflict(err))
    return conflict('预约的人太多了，请刷新后重试', 'Too many bookings at once, please try again');
  return err;
}
