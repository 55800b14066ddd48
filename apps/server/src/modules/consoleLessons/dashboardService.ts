import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/dashboard';
import { DASHBOARD_CHART_DAYS, UTILISATION_DAYS } from '@school/contract/api/admin/dashboard';
import { LATE_REPORT_WINDOW_DAYS, REPORT_LATE_HOURS } from '@school/contract/api/admin/lessons';
import { lessonStatus } from '@school/contract/api/booking';
import { addDays } from '@school/contract/helpers/time';
import { weekdayOfDate } from '@school/contract/helpers/weekday';
import type { AppContext } from '../../context.ts';
import { unusedCredits } from '../credits/correctionService.ts';
import * as lessons from '../lessons/consoleService.ts';
import { countOpenSlots } from '../schedule/freeService.ts';
import { countNewFamilies } from '../users/directoryService.ts';
import { dayStart, today } from './rows.ts';

/**
 * The dashboard's figures (docs/design/console.md §7). Each is a range of an index whatever the school's
 * history: today's lessons and the 30-day chart on `lessons_start_status_idx`, late reports
 * on the same index over the late window, open slots on `teacher_slots_open_start_idx`, new
 * families on `users_created_idx`, credits held on `credit_grants_expiry_idx`.
 */

const DAY = 86_400_000;

export async function lessonFigures(
  ctx: AppContext,
): Promise<OutputOf<typeof api.dashboardLessons>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const date = today(now, tz);
  const first = addDays(date, -(DASHBOARD_CHART_DAYS - 1));
  const [todayRows, perDay, lateReports] = await Promise.all([
    lessons.countByStatus(ctx.db, dayStart(date, tz), dayStart(addDays(date, 1), tz)),
    lessons.countByDayAndStatus(ctx.db, dayStart(first, tz), dayStart(addDays(date, 1), tz), tz),
    lessons.countLateReports(
      ctx.db,
      new Date(now.getTime() - LATE_REPORT_WINDOW_DAYS * DAY),
      new Date(now.getTime() - REPORT_LATE_HOURS * 3600_000),
    ),
  ]);
  const todayCounts = Object.fromEntries(lessonStatus.options.map((s) => [s, 0])) as Record<
    (typeof lessonStatus.options)[number],
    number
  >;
  for (const r of todayRows) todayCounts[r.status] = r.n;
  const chart = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => ({
    date: addDays(first, i),
    taught: 0,
    absent: 0,
    cancelled: 0,
    upcoming: 0,
  }));
  const byDate = new Map(chart.map((c) => [c.date, c]));
  for (const r of perDay) {
    const c = byDate.get(r.day);
    if (!c) continue;
    if (r.status === 'finished') c.taught += r.n;
    else if (r.status === 'student_absent' || r.status === 'teacher_absent') c.absent += r.n;
    else if (r.status === 'cancelled_by_student' || r.status === 'cancelled_by_teacher')
      c.cancelled += r.n;
    else c.upcoming += r.n;
  }
  return { date, today: todayCounts, lateReports, chart };
}

export async function teacherFigures(
  ctx: AppContext,
): Promise<OutputOf<typeof api.dashboardTeachers>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const from = today(now, tz);
  const to = addDays(from, UTILISATION_DAYS - 1);
  // From now on: a slot that has begun can no longer be booked.
  const end = dayStart(addDays(to, 1), tz);
  const [booked, open] = await Promise.all([
    lessons.countBookedBetween(ctx.db, now, end),
    countOpenSlots(ctx.db, now, end),
  ]);
  return { from, to, booked, open, rate: open === 0 ? null : Math.min(1, booked / open) };
}

export async function familyFigures(
  ctx: AppContext,
): Promise<OutputOf<typeof api.dashboardFamilies>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const date = today(now, tz);
  // Monday of this week (weekday 0 = Sunday).
  const weekStart = addDays(date, -((weekdayOfDate(date) + 6) % 7));
  const [newFamilies, credits] = await Promise.all([
    countNewFamilies(ctx.db, dayStart(weekStart, tz), now),
    unusedCredits(ctx.db, now),
  ]);
  return { weekStart, newFamilies, unusedCredits: credits };
}
