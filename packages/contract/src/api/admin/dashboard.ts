import { z } from 'zod';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString } from '../../envelope.ts';
import type { LessonStatus } from '../booking.ts';

/**
 * The dashboard's figures (docs/design/console.md §7): each card is its own call with the permission of its
 * area, so each role fetches only the figures it may see. Revenue figures are the money area's
 * (`dashboard.money`), added beside these.
 */

export { DASHBOARD_CHART_DAYS, UTILISATION_DAYS } from '../../rules/admin/dashboard.ts';

const tags = ['console'];
const n = z.number().int().min(0);

/** Today's lessons by state, reports overdue, lessons per day over 30 days. */
export const dashboardLessons = endpoint(
  'GET',
  `${ADMIN}/dashboard/lessons`,
  staff('dashboard.lessons'),
  {
    input: z.object({}),
    output: z.object({
      /** Today in the school's time zone. */
      date: dateString,
      /** Today's lessons by stored state (states without lessons: 0). */
      today: z.object({
        booked: n,
        in_class: n,
        finished: n,
        cancelled_by_student: n,
        cancelled_by_teacher: n,
        student_absent: n,
        teacher_absent: n,
      } satisfies Record<LessonStatus, typeof n>),
      lateReports: n,
      /** One row per day, oldest first, today last. */
      chart: z.array(
        z.object({ date: dateString, taught: n, absent: n, cancelled: n, upcoming: n }),
      ),
    }),
    summary: 'Today’s lessons by state, reports overdue, lessons per day over 30 days',
    tags,
  },
);

/** Teacher utilisation: booked over open slots in the next 7 days. */
export const dashboardTeachers = endpoint(
  'GET',
  `${ADMIN}/dashboard/teachers`,
  staff('dashboard.teachers'),
  {
    input: z.object({}),
    output: z.object({
      from: dateString,
      to: dateString,
      booked: n,
      open: n,
      /** booked / open, 0..1; null when no slot is open. */
      rate: z.number().min(0).max(1).nullable(),
    }),
    summary: 'Teacher utilisation: booked over open slots, the next 7 days',
    tags,
  },
);

/** New families this week and the credits families still hold (what the school owes). */
export const dashboardFamilies = endpoint(
  'GET',
  `${ADMIN}/dashboard/families`,
  staff('dashboard.families'),
  {
    input: z.object({}),
    output: z.object({
      /** Monday of this week, school time. */
      weekStart: dateString,
      newFamilies: n,
      /** Usable credits families hold: lessons the school still owes. */
      unusedCredits: n,
    }),
    summary: 'New families this week and the credits families still hold',
    tags,
  },
);

/**
 * The content figures (content role, owner): drafts waiting for the owner, banners ending this
 * week, books and exams unpublished, texts without English.
 */
export const dashboardContent = endpoint(
  'GET',
  `${ADMIN}/dashboard/content`,
  staff('dashboard.content'),
  {
    input: z.object({}),
    output: z.object({
      /** Monday of this week, school time. */
      weekStart: dateString,
      /** Legal texts and branding drafted for the owner to publish. */
      draftsWaiting: n,
      /** Banners shown now whose end falls before next Monday (school time). */
      bannersEnding: n,
      /** Hidden books and exams: families do not see them. */
      booksUnpublished: n,
      examsUnpublished: n,
      /** Titles of banners, notices, FAQs, books, exams and videos in Chinese with no English. */
      textsWithoutEnglish: n,
    }),
    summary: 'Content figures: drafts, banners ending this week, unpublished books and exams',
    tags,
  },
);
