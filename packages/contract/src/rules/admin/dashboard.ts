/** The chart's span: this many days, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** Teacher utilisation looks this many days ahead, today included. */
export const UTILISATION_DAYS = 7;
