import { zonedDateTimeToInstant, addDays } from '@school/contract/helpers/time';
import { invalid } from '../../http/errors.ts';

/** Teacher search rules, pure so tests can call them alone. */

const SLOT_MS = 30 * 60 * 1000;

/** A teacher's rating: the average of review stars to one decimal; 0 without reviews. */
export const ratingOf = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : 0;

/**
 * The starts a "free" filter accepts: bookable now (`bookable`), on `freeDate` (a school-zone day)
 * when given, and inside [freeFrom, freeTo] when given (the whole 30-minute lesson inside). null
 * when no free filter is asked for; false when the filters leave no possible start.
 */
export function freeRange(
  bookable: { from: Date; to: Date },
  timeZone: string,
  f: { freeDate?: string; freeFrom?: string; freeTo?: string },
): { from: Date; to: Date } | null | false {
  if (!f.freeDate && !f.freeFrom && !f.freeTo) return null;
  let from = bookable.from.getTime();
  let to = bookable.to.getTime();
  if (f.freeDate) {
    let dayStart: Date;
    let dayEnd: Date;
    try {
      dayStart = zonedDateTimeToInstant(f.freeDate, '00:00', timeZone);
      dayEnd = zonedDateTimeToInstant(addDays(f.freeDate, 1), '00:00', timeZone);
    } catch {
      throw invalid('参数错误 freeDate: 不是有效日期', 'Invalid input freeDate: not a valid date');
    }
    from = Math.max(from, dayStart.getTime());
    to = Math.min(to, dayEnd.getTime() - SLOT_MS);
  }
  if (f.freeFrom) from = Math.max(from, new Date(f.freeFrom).getTime());
  if (f.freeTo) to = Math.min(to, new Date(f.freeTo).getTime() - SLOT_MS);
  return from <= to ? { from: new Date(from), to: new Date(to) } : false;
}

/** A reviewer's name as others see it: first letter and '***' ('Lucy' -> 'L***'). */
export function maskName(name: string | null | undefined): string {
  const first = [...(name ?? '').trim()][0];
  return first ? `${first}***` : '学员***';
}
