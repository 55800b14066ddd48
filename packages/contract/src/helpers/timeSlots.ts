/**
 * Teacher time slots (seed §9: "Time slots: 30-minute steps, two per hour of the given duration,
 * from a start time"; docs/design/booking.md §4.3: a weekly plan row is weekday + start + duration, and a lesson fills
 * one slot). Times are wall-clock `HH:mm` in the school's zone; turning them into instants is
 * time.ts's job (zonedDateTimeToInstant), per calendar day.
 */

/** Length of one slot (= one lesson) in minutes. */
export const SLOT_MINUTES = 30;
/** The seed's "two per hour". */
export const SLOTS_PER_HOUR = 60 / SLOT_MINUTES;

const MINUTES_PER_DAY = 24 * 60;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface TimeSlot {
  /** `HH:mm` */
  start: string;
  /** `HH:mm`; '24:00' when the slot ends at midnight (the end of that same day, ISO 8601 style). */
  end: string;
}

/** Minutes since midnight of a strict `HH:mm` (00:00..23:59). Throws RangeError otherwise. */
export function parseTimeOfDay(hhmm: string): number {
  const m = HH_MM.exec(hhmm);
  if (!m)
    throw new RangeError(`Invalid time of day "${hhmm}", expected HH:mm between 00:00 and 23:59`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** `HH:mm` of minutes since midnight, 0..1440 (1440 is written '24:00', the end of the day). */
export function formatTimeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Invalid minute of day ${minutes}, expected an integer 0..1440`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Start minutes of each slot. Rejects (RangeError) what cannot be a block of whole slots in one day:
 * - a duration that is not a finite, non-negative multiple of half an hour (1.25 h would be 2.5 slots;
 *   rounding it either way would silently publish a slot the teacher did not offer or drop one);
 * - a block that runs past midnight: the result carries no date, so a '00:00' slot would be attached
 *   to the wrong day. A plan crossing midnight must be written as two rows, one per day.
 * The start need not be on the hour or half-hour ('09:15' gives 09:15, 09:45, …): the seed says
 * "from a start time", not from an aligned one.
 */
function slotStartMinutes(start: string, durationHours: number): number[] {
  const from = parseTimeOfDay(start);
  const count = durationHours * SLOTS_PER_HOUR;
  if (!Number.isFinite(durationHours) || durationHours < 0 || !Number.isInteger(count)) {
    throw new RangeError(
      `Invalid duration ${durationHours} h, expected a non-negative multiple of 0.5`,
    );
  }
  if (from + count * SLOT_MINUTES > MINUTES_PER_DAY) {
    throw new RangeError(`Slots from ${start} for ${durationHours} h run past midnight`);
  }
  return Array.from({ length: count }, (_, i) => from + i * SLOT_MINUTES);
}

/** Start times of each 30-minute slot: ('09:00', 2) -> ['09:00', '09:30', '10:00', '10:30']. */
export function timeSlots(start: string, durationHours: number): string[] {
  return slotStartMinutes(start, durationHours).map(formatTimeOfDay);
}

/** The same slots as {start, end} pairs: ('09:00', 1) -> [{09:00, 09:30}, {09:30, 10:00}]. */
export function timeSlotRanges(start: string, durationHours: number): TimeSlot[] {
  return slotStartMinutes(start, durationHours).map((m) => ({
    start: formatTimeOfDay(m),
    end: formatTimeOfDay(m + SLOT_MINUTES),
  }));
}
