/**
 * The zod-free half of api/booking.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/booking.ts builds the endpoints from them.
 */

/** Booking rules (docs/design/booking.md §4.3): shared by server rules and client hints. */
export const BOOKING_LEAD_MS = 2 * 3600 * 1000;

export const BOOKING_WINDOW_DAYS = 14;

export const CANCEL_FREE_BEFORE_MS = 24 * 3600 * 1000;

export const CLASSROOM_OPENS_BEFORE_MS = 10 * 60 * 1000;

export const REVIEW_WINDOW_DAYS = 7;

export const MAX_SLOTS_PER_BOOKING = 20;
