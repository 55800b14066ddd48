import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { ProductSnapshot } from '@school/contract/api/mall';
import { ORDER_PAY_MS, orderNumber } from '../../modules/orders/rules.ts';
import { billNumber } from '../../modules/payments/service.ts';
import { planCredits, type PlannedCredits } from './historyCredits.ts';
import {
  FAMILIES,
  LESSONS,
  MESSAGES,
  MORNING,
  ORDERS,
  REVIEW_TEXTS,
  type At,
  type DemoLesson,
  type DemoMessage,
  type DemoOrder,
  type StaffRoleKey,
} from './historyData.ts';

/**
 * The story of historyData.ts dated relative to the first start: every instant, order number and
 * lesson, with the credits worked out by historyCredits.ts. Pure (no database): the rows are
 * made from it by history*Rows.ts once the ids are known.
 */

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const SLOT = 30 * MIN;

export type PlanProduct = ProductSnapshot;

export interface PlannedOrder extends DemoOrder {
  index: number;
  snapshot: PlanProduct;
  orderNo: string;
  billNo: string;
  createdAt: Date;
  billCreatedAt: Date;
  /** When the gateway took the money (the sandbox's confirm, WeChat's success time). */
  tradeAt: Date | null;
  /** When the notification settled it: the order, bill and payment paid, the credits granted. */
  paidAt: Date | null;
  closedAt: Date | null;
}

export interface PlannedLesson {
  index: number;
  family: number;
  teacher: number;
  startAt: Date;
  endAt: Date;
  bookedAt: Date;
  title: string;
  /** The family's level when a pack pays for its lessons, else null (as a booking naming none). */
  courseLevel: number | null;
  status: 'finished' | 'student_absent' | 'cancelled_by_student';
  /** When the settle job ended it (finished or absent). */
  settledAt: Date | null;
  /** When the teacher wrote the report (null: none, a late report once 24 hours have passed). */
  report: Date | null;
  review: [number, string[], string] | null;
  cancelled: { at: Date; reason: string } | null;
  reassigned: { from: number; at: Date; staff: StaffRoleKey } | null;
  /** Its place in the family's course (titles and report texts follow it). */
  nth: number;
}

export interface PlannedMessage extends Omit<DemoMessage, 'at' | 'read' | 'reply'> {
  index: number;
  at: Date;
  read: Date | null;
  reply: { staff: StaffRoleKey; text: string; at: Date } | null;
}

export interface History {
  now: Date;
  families: {
    phone: string;
    name: string;
    sex: 1 | 2;
    birth: string;
    level: number;
    createdAt: Date;
  }[];
  orders: PlannedOrder[];
  lessons: PlannedLesson[];
  messages: PlannedMessage[];
  credits: PlannedCredits;
}

/** Digits a gateway would make up for a trade or refund id (not secret, not unique by design). */
export function digits(n: number, seed: number) {
  let x = seed % 2_147_483_647 || 1;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (x * 48_271) % 2_147_483_647;
    out += String(x % 10);
  }
  return out;
}

export function planHistory(
  now: Date,
  timeZone: string,
  productByName: ReadonlyMap<string, PlanProduct>,
): History {
  const today = dateInZone(now, timeZone);
  const at = (a: At) => zonedDateTimeToInstant(addDays(today, -a[0]), a[1], timeZone);
  const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

  const families = FAMILIES.map((f) => ({
    phone: f.phone,
    name: f.name,
    sex: f.sex,
    birth: f.birth,
    level: f.level,
    createdAt: at(f.signedUp),
  }));

  const orders: PlannedOrder[] = ORDERS.map((o, index) => {
    const snapshot = productByName.get(o.product);
    if (!snapshot) throw new Error(`demo history: no product named ${o.product}`);
    const createdAt = plus(at(o.at), 7_000 + index * 1_000);
    const orderNo = orderNumber(createdAt, timeZone, () => 100_000 + ((index * 7_919) % 900_000));
    const tradeAt = o.paid ? plus(createdAt, 48_000 + index * 3_000) : null;
    const expiresAt = plus(createdAt, ORDER_PAY_MS);
    return {
      ...o,
      index,
      snapshot,
      orderNo,
      billNo: billNumber(orderNo, 1),
      createdAt,
      billCreatedAt: plus(createdAt, 9_000),
      tradeAt,
      paidAt: tradeAt ? plus(tradeAt, o.gateway === 'sandbox' ? 400 : 1_200) : null,
      // The payment sweep closes it within a minute of its 30 minutes.
      closedAt: o.paid ? null : plus(expiresAt, 25_000),
    };
  });

  const firstPaid = (family: number) =>
    orders.find((o) => o.family === family && o.paidAt)?.paidAt ?? null;

  // The reviewed lessons (historyData.ts REVIEW_TEXTS), then the others.
  const drafts: (DemoLesson & { startAt: Date; review: PlannedLesson['review'] })[] = [];
  for (let ti = 0; ti < MORNING.length; ti++)
    for (let k = 0; k < 2 + (ti % 3); k++) {
      const [h, m] = MORNING[ti]!.split(':').map(Number) as [number, number];
      const time = h * 60 + m + k * 30;
      const hhmm = `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;
      drafts.push({
        family: (ti + k) % FAMILIES.length,
        teacher: ti,
        at: [1 + k * 3 + (ti % 3), hhmm],
        startAt: at([1 + k * 3 + (ti % 3), hhmm]),
        review: REVIEW_TEXTS[(ti + k) % REVIEW_TEXTS.length]!,
      });
    }
  for (const l of LESSONS) drafts.push({ ...l, startAt: at(l.at), review: null });
  drafts.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.teacher - b.teacher);

  const taken = new Set<string>();
  const nthOf = new Map<number, number>();
  const lessons: PlannedLesson[] = drafts.map((d) => {
    const family = FAMILIES[d.family]!;
    for (const key of [
      `f${d.family}@${d.startAt.getTime()}`,
      `t${d.teacher}@${d.startAt.getTime()}`,
    ]) {
      if (taken.has(key)) throw new Error(`demo history: two lessons at once (${key})`);
      taken.add(key);
    }
    // Cancelled lessons keep no place in the course: the next one is the same lesson.
    const nth = nthOf.get(d.family) ?? 0;
    if (!d.cancelled) nthOf.set(d.family, nth + 1);
    const paid = firstPaid(d.family);
    if (!paid) throw new Error(`demo history: family ${d.family} never paid`);
    // Booked two days ahead, or just after the family's first payment.
    let bookedAt = plus(d.startAt, -2 * DAY);
    if (bookedAt.getTime() < paid.getTime()) bookedAt = plus(paid, 10 * MIN);
    if (d.reassigned && at(d.reassigned.at).getTime() <= bookedAt.getTime())
      throw new Error('demo history: a lesson reassigned before it was booked');
    const endAt = plus(d.startAt, SLOT);
    const status = d.cancelled
      ? 'cancelled_by_student'
      : d.outcome === 'student_absent'
        ? 'student_absent'
        : 'finished';
    const usesPack = orders.some(
      (o) => o.family === d.family && o.paidAt && o.snapshot.kind === 'pack',
    );
    return {
      index: 0,
      family: d.family,
      teacher: d.teacher,
      startAt: d.startAt,
      endAt,
      bookedAt,
      title: `Level ${family.level} · Unit ${Math.floor(nth / 3) + 1} · Lesson ${(nth % 3) + 1}`,
      courseLevel: usesPack ? family.level : null,
      status,
      settledAt: status === 'cancelled_by_student' ? null : plus(endAt, 40_000),
      report:
        status === 'finished' && d.outcome !== 'no_report'
          ? // Written after the lesson, within the hour.
            plus(endAt, (8 + ((d.startAt.getTime() / MIN) % 37)) * MIN)
          : null,
      review: d.review,
      cancelled: d.cancelled ? { at: at(d.cancelled.at), reason: d.cancelled.reason } : null,
      reassigned: d.reassigned
        ? { from: d.reassigned.from, at: at(d.reassigned.at), staff: d.reassigned.staff }
        : null,
      nth,
    };
  });
  // Ids follow booking order, as a live school's would.
  lessons.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime() || a.teacher - b.teacher);
  lessons.forEach((l, i) => (l.index = i));

  const messages: PlannedMessage[] = MESSAGES.map((m, index) => ({
    ...m,
    index,
    at: at(m.at),
    read: m.read ? at(m.read) : null,
    reply: m.reply ? { ...m.reply, at: at(m.reply.at) } : null,
  }));

  for (const t of [
    ...families.map((f) => f.createdAt),
    ...lessons.map((l) => l.endAt),
    ...messages.map((m) => m.reply?.at ?? m.at),
  ])
    if (t.getTime() >= now.getTime())
      throw new Error('demo history: an event after the first start');

  return {
    now,
    families,
    orders,
    lessons,
    messages,
    credits: planCredits(orders, lessons, at),
  };
}
