import pg from 'pg';
import { isSuccess, requestJson } from './http.ts';
import { loginBySms } from './login.ts';
import { log } from './log.ts';
import { figure, type Figure } from './report.ts';
import { startSchoolServer, tempDir } from './servers.ts';
import { createBenchDatabase } from './postgres.ts';
import { booking as cfg } from './targets.ts';

const COURSE = '/api/lc_course_service';
const group = 'Booking on PostgreSQL';

interface Slot {
  id: number;
  startAt: string;
  state: string;
}

/**
 * Bookings committed per second with many families booking distinct slots at once, and the
 * number of winners when all of them race for one slot (must be exactly 1). Families log in by
 * SMS like users; their credits are granted directly in the database (setup, not measured).
 */
export async function runBookingBench(adminUrl: string): Promise<Figure[]> {
  const url = await createBenchDatabase(adminUrl);
  const server = await startSchoolServer({
    dataDir: await tempDir('bench-booking-'),
    databaseUrl: url,
    env: { SMS_IP_HOURLY_MAX: '1000000', DATABASE_POOL_SIZE: '40' },
  });
  try {
    const phones = Array.from(
      { length: cfg.clients },
      (_, i) => `1370000${String(i).padStart(4, '0')}`,
    );
    const tokens: string[] = [];
    for (let i = 0; i < phones.length; i += 10) {
      tokens.push(
        ...(await Promise.all(phones.slice(i, i + 10).map((p) => loginBySms(server.base, p)))),
      );
    }
    await grantCredits(url, phones, 1000);

    const slots = await openSlots(server.base);
    const race = slots.pop()!;
    log(`${group}: ${tokens.length} families, ${slots.length} open slots to book`);
    // Slot i goes to family i % n: a family's slots then never start at the same time.
    const perClient = tokens.map((_, c) => slots.filter((_, i) => i % tokens.length === c));

    const baseline = await readsPerSecond(server.base, tokens, cfg.baselineSeconds);
    log(`${group}: baseline, clientUsers/view by the same families: ${Math.round(baseline)} req/s`);

    const started = performance.now();
    const deadline = started + cfg.maxSeconds * 1000;
    let booked = 0;
    let failed = 0;
    await Promise.all(
      tokens.map(async (token, c) => {
        for (const slot of perClient[c]!) {
          if (performance.now() > deadline) return;
          const r = await requestJson(`${server.base}${COURSE}/studentBookings/edit_bull`, {
            method: 'POST',
            body: { slotIds: [slot.id] },
            token,
          });
          if (isSuccess(r)) booked++;
          else failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const perSecond = booked / seconds;
    log(`${group}: ${booked} bookings in ${seconds.toFixed(2)} s (${failed} refused)`);

    const answers = await Promise.all(
      tokens.map((token) =>
        requestJson(`${server.base}${COURSE}/studentBookings/edit_bull`, {
          method: 'POST',
          body: { slotIds: [race.id] },
          token,
        }),
      ),
    );
    const winners = answers.filter(isSuccess).length;
    const conflicts = answers.filter((a) => a.body?.code === 2002).length;
    log(`${group}: one slot, ${tokens.length} families: ${winners} won, ${conflicts} got 2002`);

    return [
      figure({
        group,
        name: `bookings/s, ${tokens.length} families on distinct slots`,
        unit: 'req/s',
        value: perSecond,
        baseline: { label: 'clientUsers/view, same clients', value: baseline },
        budget: { on: 'value', op: '>=', limit: cfg.minBookingsPerSecond },
        errors: failed,
        note: failed
          ? `${failed} bookings were refused (each slot was free and credits enough)`
          : undefined,
      }),
      figure({
        group,
        name: `winners of one slot, ${tokens.length} families at once`,
        unit: 'score',
        value: winners,
        budget: { on: 'value', op: '<=', limit: 1 },
        errors: winners === 1 && conflicts === tokens.length - 1 ? 0 : 1,
        note:
          winners === 1 && conflicts === tokens.length - 1
            ? undefined
            : `${winners} won and ${conflicts} got 2002; exactly 1 must win and the rest get 2002`,
      }),
    ];
  } finally {
    await server.stop();
  }
}

/**
 * The baseline: the same families, the same HTTP client and concurrency, each calling
 * `clientUsers/view` (authenticated, one small read) in a loop for `seconds`. It is what this
 * harness, the server's request path and the session lookup can do on this machine right now, so
 * the ratio shows what booking itself costs.
 */
async function readsPerSecond(base: string, tokens: string[], seconds: number): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const r = await requestJson(`${base}/api/lc_basic_service/clientUsers/view`, { token });
        if (!isSuccess(r)) throw new Error(`clientUsers/view answered HTTP ${r.status}`);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Every bookable slot of every teacher in the next 14 days, soonest first. */
async function openSlots(base: string): Promise<Slot[]> {
  const teachers = await requestJson(`${base}${COURSE}/teacher/list?pageSize=100`);
  const ids = ((teachers.body?.data as { list: { id: number }[] }).list ?? []).map((t) => t.id);
  const today = new Date();
  const day = (d: number) => new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10);
  const all: Slot[] = [];
  for (const id of ids) {
    const r = await requestJson(
      `${base}${COURSE}/teacherSchedule/list?teacherId=${id}&from=${day(0)}&to=${day(13)}`,
    );
    all.push(...(r.body?.data as { list: Slot[] }).list.filter((s) => s.state === 'open'));
  }
  return all.sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id);
}

/** Gives each bench family a grant and its ledger row, as a paid order would. */
async function grantCredits(url: string, phones: string[], count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `with g as (
         insert into credit_grants (user_id, kind, name, total, remaining, expires_at, created_at)
         select id, 'gift', 'bench', $2, $2, now() + interval '30 days', now()
         from users where phone = any($1)
         returning id, user_id)
       insert into credit_ledger (user_id, grant_id, change, reason, note, created_at)
       select user_id, id, $2, 'grant', 'bench', now() from g`,
      [phones, count],
    );
  } finally {
    await client.end();
  }
}
