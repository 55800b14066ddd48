/** A sign-in ticket lives this long (the second factor must be typed within it). */
export const STAFF_TICKET_TTL_MS = 5 * 60_000;
/** A staff session ends 12 hours after sign-in, whatever happens. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** A staff session ends after 2 hours without a call. */
export const STAFF_SESSION_IDLE_MS = 2 * 3600_000;
