import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The dashboard's figures (docs/design/console.md §7): each card is its own call with the permission of its
 * area, so each role fetches only the figures it may see. Revenue figures are the money area's
 * (`dashboard.money`), added beside these.
 */
const D = `${ADMIN}/dashboard`;

/** Today's lessons by state, reports overdue, lessons per day over 30 days. */
export const dashboardLessons = route('GET', `${D}/lessons`, {
  auth: 'staff',
  permission: 'dashboard.lessons',
});
/** Teacher utilisation: booked over open slots in the next 7 days. */
export const dashboardTeachers = route('GET', `${D}/teachers`, {
  auth: 'staff',
  permission: 'dashboard.teachers',
});
/** New families this week and the credits families still hold (what the school owes). */
export const dashboardFamilies = route('GET', `${D}/families`, {
  auth: 'staff',
  permission: 'dashboard.families',
});
/**
 * The content figures (content role, owner): drafts waiting for the owner, banners ending this
 * week, books and exams unpublished, texts without English.
 */
export const dashboardContent = route('GET', `${D}/content`, {
  auth: 'staff',
  permission: 'dashboard.content',
});

/** The chart's span: this many days, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** Teacher utilisation looks this many days ahead, today included. */
export const UTILISATION_DAYS = 7;
