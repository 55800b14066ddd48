import { creditsForAmount, refundLimits } from '@school/contract/helpers/refunds';
import type { LEDGER_REASONS } from '../schema/credits.ts';
import { allocateCredits, grantExpiry, type GrantBalance } from '../../modules/credits/rules.ts';
import { refundNumber } from '../../modules/payments/refundRules.ts';
import { REFUND } from './historyData.ts';
import type { PlannedLesson, PlannedOrder } from './historyPlan.ts';

/**
 * The demo families' credits, replayed in time order by the rules the server follows: a paid
 * order grants its credits, each booking takes one from the usable grant that can pay for the
 * lesson and expires first (credits/rules.ts), a cancellation 24 hours ahead gives it back, and
 * the partial refund takes `creditsForAmount` credits under the cap of `refundLimits`
 * (docs/design/money.md §8). The result: every grant's credits left and every ledger row, so a
 * family's ledger sums to its balance by construction.
 */

type Reason = (typeof LEDGER_REASONS)[number];

export interface PlannedGrant {
  index: number;
  family: number;
  order: number;
  kind: 'card' | 'pack';
  name: string;
  total: number;
  remaining: number;
  expiresAt: Date;
  courseLevel: number | null;
  createdAt: Date;
  productId: number;
  paidAmount: number;
}

export interface PlannedLedgerRow {
  family: number;
  grant: number;
  change: number;
  reason: Reason;
  lesson: number | null;
  /** `refund`: the refund's number; the row's note adds the staff member's name. */
  note: string;
  createdAt: Date;
}

export interface PlannedRefund {
  order: number;
  grant: number;
  refundNo: string;
  amount: number;
  credits: number;
  capAmount: number;
  reason: string;
  staff: typeof REFUND.staff;
  createdAt: Date;
  succeededAt: Date;
}

export interface PlannedCredits {
  grants: PlannedGrant[];
  ledger: PlannedLedgerRow[];
  /** The grant each lesson's credit came from, by lesson index. */
  lessonGrant: number[];
  refund: PlannedRefund;
}

type Event =
  | { at: Date; kind: 'grant'; order: PlannedOrder }
  | { at: Date; kind: 'book' | 'cancel'; lesson: PlannedLesson }
  | { at: Date; kind: 'refund' };

export function planCredits(
  orders: PlannedOrder[],
  lessons: PlannedLesson[],
  at: (a: typeof REFUND.at) => Date,
): PlannedCredits {
  const refundAt = new Date(at(REFUND.at).getTime() + 13_000);
  const events: Event[] = [
    ...orders.flatMap((o) =>
      o.paidAt ? [{ at: o.paidAt, kind: 'grant' as const, order: o }] : [],
    ),
    ...lessons.map((l) => ({ at: l.bookedAt, kind: 'book' as const, lesson: l })),
    ...lessons.flatMap((l) =>
      l.cancelled ? [{ at: l.cancelled.at, kind: 'cancel' as const, lesson: l }] : [],
    ),
    { at: refundAt, kind: 'refund' },
  ];
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  const grants: PlannedGrant[] = [];
  const ledger: PlannedLedgerRow[] = [];
  const lessonGrant: number[] = [];
  let refund: PlannedRefund | undefined;
  for (const e of events) {
    if (e.kind === 'grant') {
      const s = e.order.snapshot;
      const g: PlannedGrant = {
        index: grants.length,
        family: e.order.family,
        order: e.order.index,
        kind: s.kind,
        name: s.name,
        total: s.lessonCount,
        remaining: s.lessonCount,
        expiresAt: grantExpiry(e.at, s.validityDays),
        courseLevel: s.kind === 'pack' ? s.courseLevel : null,
        createdAt: e.at,
        productId: s.productId,
        paidAmount: e.order.snapshot.price,
      };
      grants.push(g);
      ledger.push(row(g, g.total, 'grant', null, g.name, e.at));
    } else if (e.kind === 'book') {
      const mine: GrantBalance[] = grants
        .filter((g) => g.family === e.lesson.family)
        .map((g) => ({ ...g, id: g.index }));
      const [id] = allocateCredits(mine, 1, e.at, e.lesson.courseLevel) ?? [];
      if (id === undefined)
        throw new Error(`demo history: family ${e.lesson.family} has no credit for a lesson`);
      grants[id]!.remaining--;
      lessonGrant[e.lesson.index] = id;
      ledger.push(row(grants[id]!, -1, 'booking', e.lesson.index, '', e.at));
    } else if (e.kind === 'cancel') {
      const g = grants[lessonGrant[e.lesson.index]!]!;
      g.remaining++;
      ledger.push(row(g, 1, 'cancel_refund', e.lesson.index, '', e.at));
    } else {
      const order = orders[REFUND.order]!;
      const g = grants.find((x) => x.order === order.index)!;
      const basis = { paid: g.paidAmount, refunded: 0, granted: g.total, unused: g.remaining };
      const { cap } = refundLimits(basis);
      if (REFUND.amount > cap) throw new Error('demo history: the refund is past its cap');
      const credits = creditsForAmount(REFUND.amount, basis);
      g.remaining -= credits;
      const refundNo = refundNumber(order.orderNo, 1);
      ledger.push(row(g, -credits, 'refund', null, refundNo, e.at));
      refund = {
        order: order.index,
        grant: g.index,
        refundNo,
        amount: REFUND.amount,
        credits,
        capAmount: cap,
        reason: REFUND.reason,
        staff: REFUND.staff,
        createdAt: e.at,
        // WeChat answers PROCESSING at once and notifies the success about half a minute later.
        succeededAt: new Date(e.at.getTime() + 41_000),
      };
    }
  }
  return { grants, ledger, lessonGrant, refund: refund! };
}

function row(
  g: PlannedGrant,
  change: number,
  reason: Reason,
  lesson: number | null,
  note: string,
  createdAt: Date,
): PlannedLedgerRow {
  return { family: g.family, grant: g.index, change, reason, lesson, note, createdAt };
}
