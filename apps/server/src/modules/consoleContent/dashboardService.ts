import type { OutputOf } from '@school/contract/endpoint';
import type * as api from '@school/contract/api/admin/dashboard';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import { weekdayOfDate } from '@school/contract/helpers/weekday';
import type { AppContext } from '../../context.ts';
import { countContentFigures } from './dashboardRepository.ts';

/**
 * The content role's dashboard (docs/design/console.md §7: "content"; the owner sees it too): what waits for
 * the owner, what ends this week, what families do not see yet, and what has no English (§9).
 */
export async function contentFigures(
  ctx: AppContext,
): Promise<OutputOf<typeof api.dashboardContent>> {
  const now = ctx.clock.now();
  const tz = ctx.config.TIME_ZONE;
  const date = dateInZone(now, tz);
  // Monday of this week (weekday 0 = Sunday).
  const weekStart = addDays(date, -((weekdayOfDate(date) + 6) % 7));
  const weekEnd = zonedDateTimeToInstant(addDays(weekStart, 7), '00:00', tz);
  return { weekStart, ...(await countContentFigures(ctx.db, now, weekEnd)) };
}
