/**
 * The shape of a school at scale (docs/design/scale.md §11: 200,000 families : 1,000 teachers : 5 million
 * lessons), as pure arithmetic so the SQL in `statements.ts` can place every row without joins:
 * family f books most of its lessons with "its" teacher f % T, on that teacher's slot number
 * `offset + j * P + r` (r = f div T, j = the family's j-th lesson), which is unique per teacher
 * and per family, so the partial unique indexes of lessons hold by construction.
 */

/** Lessons per family: 5,000,000 / 200,000. */
export const LESSONS_PER_FAMILY = 25;
/** Families per teacher at §11's size: 200,000 / 1,000. */
export const FAMILIES_PER_TEACHER = 200;
/** A year of slots: 351 past days, today and the 13 days ahead (the booking window). */
export const DAYS_BACK = 351;
export const DAYS = 365;
/** Each teacher's weekly plan is 8 hours every day: 16 half-hour slots a day. */
export const SLOTS_PER_DAY = 16;
/** Each family's credits: two 20-lesson cards (the demo's "20节次卡"). */
export const GRANTS_PER_FAMILY = 2;
/** Lessons paid by the first card; the rest by the second. */
export const LESSONS_ON_FIRST_GRANT = 13;
/** Families with a session token the bench can use (scale-<seed>-<i>). */
export const SESSION_FAMILIES = 1_000;

export interface ScalePlan {
  families: number;
  teachers: number;
  /** Families per teacher (the last teacher may have fewer). */
  perTeacher: number;
  /** First slot number of the lessons (so the last round of lessons lies in the next days). */
  slotOffset: number;
  seed: number;
}

export function scalePlan(families: number, seed: number): ScalePlan {
  if (!Number.isInteger(families) || families < 10 || families > 10_000_000)
    throw new Error('--families must be a whole number from 10 to 10,000,000');
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 - 1)
    throw new Error('--seed must be a whole number from 0 to 2147483647');
  const teachers = Math.max(10, Math.ceil(families / FAMILIES_PER_TEACHER));
  const perTeacher = Math.ceil(families / teachers);
  const totalSlots = DAYS * SLOTS_PER_DAY;
  // The last round of lessons (j = 24) ends 8 slots before the end of the window: in the next
  // two weeks, so every family has a lesson booked ahead.
  const slotOffset = totalSlots - perTeacher * LESSONS_PER_FAMILY - 8;
  if (slotOffset < 0) throw new Error('too many families per teacher for a year of slots');
  return { families, teachers, perTeacher, slotOffset, seed };
}

/** Session token of the i-th seeded family (i < SESSION_FAMILIES): the bench signs in with it. */
export const scaleToken = (seed: number, i: number) => `scale-${seed}-${i}`;

/** The seeded family i's phone (11 digits, 15xxxxxxxxx). */
export const scalePhone = (i: number) => `15${String(i).padStart(9, '0')}`;
