import { isSuccess, requestJson, describe } from './http.ts';
import type { SchoolFacts } from './scaleCalls.ts';

const COURSE = '/api/lc_course_service';
const WORKERS = 10;

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  note?: string;
}

const p99 = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)]!);
};

/**
 * Booking and cancelling under load: ten seeded families, each booking a free slot 13 days
 * ahead (the seeded lessons leave the last slots of every teacher's year free) and cancelling it
 * again (more than 24 h ahead: the credit comes back), for `seconds`. Each call's latency is
 * timed on its own.
 */
export async function measureBookAndCancel(
  base: string,
  facts: SchoolFacts,
  tokens: string[],
  seconds: number,
): Promise<Record<string, Measured>> {
  const teachers = await requestJson(`${base}${COURSE}/teacher/list?page=1&pageSize=20`);
  const ids = ((teachers.body?.data as { list: { id: number }[] } | undefined)?.list ?? [])
    .map((t) => t.id)
    .filter((id) => id > 10);
  const slots: number[] = [];
  for (const id of ids) {
    const r = await requestJson(
      `${base}${COURSE}/teacherSchedule/list?teacherId=${id}&from=${facts.day(13)}&to=${facts.day(13)}`,
    );
    const list = (r.body?.data as { list: { id: number; state: string }[] } | undefined)?.list;
    slots.push(...(list ?? []).filter((s) => s.state === 'open').map((s) => s.id));
  }
  const failed = (why: string): Record<string, Measured> => ({
    'booking (studentBookings/edit_bull)': { rps: 0, p99: 0, errors: 1, note: why },
    'cancelling (studentBookings/status)': { rps: 0, p99: 0, errors: 1, note: why },
  });
  if (slots.length < WORKERS) return failed(`only ${slots.length} free slots 13 days ahead`);

  // One second first, not counted, as every other call of the scale bench gets (autocannon's
  // warm-up): the first bookings of a fresh server compile its statements and code paths.
  await run(1);
  return run(seconds);

  async function run(seconds: number): Promise<Record<string, Measured>> {
    const book: number[] = [];
    const cancel: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        const token = tokens[(tokens.length - 1 - w + tokens.length) % tokens.length]!;
        const mine = slots.filter((_, i) => i % WORKERS === w);
        for (let n = 0; performance.now() < deadline; n++) {
          const slotId = mine[n % mine.length]!;
          let t = performance.now();
          const b = await requestJson(`${base}${COURSE}/studentBookings/edit_bull`, {
            method: 'POST',
            body: { slotIds: [slotId] },
            token,
          });
          book.push(performance.now() - t);
          if (!isSuccess(b)) {
            errors++;
            firstError ??= `booking: ${describe(b)}`;
            continue;
          }
          const lessonId = (b.body!.data as { lessons: { id: number }[] }).lessons[0]!.id;
          t = performance.now();
          const c = await requestJson(`${base}${COURSE}/studentBookings/status`, {
            method: 'POST',
            body: { lessonId, status: 'cancelled' },
            token,
          });
          cancel.push(performance.now() - t);
          if (!isSuccess(c)) {
            errors++;
            firstError ??= `cancelling: ${describe(c)}`;
          }
        }
      }),
    );
    const s = (performance.now() - started) / 1000;
    return {
      'booking (studentBookings/edit_bull)': {
        rps: book.length / s,
        p99: p99(book),
        errors,
        note: firstError,
      },
      'cancelling (studentBookings/status)': {
        rps: cancel.length / s,
        p99: p99(cancel),
        errors: 0,
      },
    };
  }
}
