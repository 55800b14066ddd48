import type {
  MoneyDashboard,
  RevenueDay,
  RevenueProduct,
  UnusedCreditsRow,
} from '@school/contract/api/admin/finance';
import { REVENUE_RANGE_DAYS_MAX } from '@school/contract/api/admin/finance';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { findProduct } from '../catalog/service.ts';
import { unusedByProduct } from '../credits/correctionService.ts';
import * as repo from './financeRepository.ts';

/**
 * The finance views (docs/design/money.md §8): revenue by school day and by product, refunds, unused
 * credits valued at their price, and the dashboard's money figures. Money is what the gateways
 * took (payments, by when the school recorded them) and gave back (refunds that succeeded).
 */

interface Paging {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'ascend' | 'descend';
}

/** A school-date range, inclusive, as instants [from 00:00, to+1 00:00). Default: 30 days. */
export function dateRange(ctx: AppContext, input: { from?: string; to?: string }) {
  const tz = ctx.config.TIME_ZONE;
  const to = input.to ?? dateInZone(ctx.clock.now(), tz);
  const from = input.from ?? addDays(to, -29);
  if (from > to)
    throw invalid('开始日期不能晚于结束日期', 'The start date is after the end date', 'from');
  if (addDays(from, REVENUE_RANGE_DAYS_MAX - 1) < to)
    throw invalid(
      `日期范围最多 ${REVENUE_RANGE_DAYS_MAX} 天`,
      `The range is at most ${REVENUE_RANGE_DAYS_MAX} days`,
      'from',
    );
  return {
    from,
    to,
    start: zonedDateTimeToInstant(from, '00:00', tz),
    end: zonedDateTimeToInstant(addDays(to, 1), '00:00', tz),
  };
}

const page = <T>(rows: T[], p: Paging) =>
  rows.slice((p.page - 1) * p.pageSize, p.page * p.pageSize);

/** Every day of the range with its money (zeros on a day without any). */
async function daysOf(db: Db, r: ReturnType<typeof dateRange>, tz: string): Promise<RevenueDay[]> {
  const [paid, refunded] = await Promise.all([
    repo.paidByDay(db, r.start, r.end, tz),
    repo.refundedByDay(db, r.start, r.end, tz),
  ]);
  const p = new Map(paid.map((x) => [x.day, x]));
  const f = new Map(refunded.map((x) => [x.day, x]));
  const out: RevenueDay[] = [];
  for (let day = r.from; day <= r.to; day = addDays(day, 1)) {
    const a = p.get(day);
    const b = f.get(day);
    const paidFen = a?.amount ?? 0;
    const refundedFen = b?.amount ?? 0;
    out.push({
      day,
      payCount: a?.n ?? 0,
      paid: paidFen,
      refundCount: b?.n ?? 0,
      refunded: refundedFen,
      net: paidFen - refundedFen,
    });
  }
  return out;
}

const total = (days: Omit<RevenueDay, 'day'>[]) =>
  days.reduce(
    (s, d) => ({
      payCount: s.payCount + d.payCount,
      paid: s.paid + d.paid,
      refundCount: s.refundCount + d.refundCount,
      refunded: s.refunded + d.refunded,
      net: s.net + d.net,
    }),
    { payCount: 0, paid: 0, refundCount: 0, refunded: 0, net: 0 },
  );

export async function revenueDays(ctx: AppContext, input: Paging & { from?: string; to?: string }) {
  const r = dateRange(ctx, input);
  const days = await daysOf(ctx.db, r, ctx.config.TIME_ZONE);
  // Newest first unless asked otherwise.
  if (input.order !== 'ascend') days.reverse();
  return { list: page(days, input), total: days.length, from: r.from, to: r.to, sum: total(days) };
}

export async function revenueProducts(
  ctx: AppContext,
  input: Paging & { from?: string; to?: string },
) {
  const r = dateRange(ctx, input);
  const [paid, refunded] = await Promise.all([
    repo.paidByProduct(ctx.db, r.start, r.end),
    repo.refundedByProduct(ctx.db, r.start, r.end),
  ]);
  const rows = new Map<number, RevenueProduct>();
  const row = async (x: (typeof paid)[number]) => {
    const known = rows.get(x.productId);
    if (known) return known;
    const product = await findProduct(ctx.db, x.productId);
    const made: RevenueProduct = {
      productId: x.productId,
      name: product?.name ?? '',
      kind: product?.kind ?? 'card',
      payCount: 0,
      paid: 0,
      refundCount: 0,
      refunded: 0,
      net: 0,
    };
    rows.set(x.productId, made);
    return made;
  };
  for (const x of paid) Object.assign(await row(x), { payCount: x.n, paid: x.amount });
  for (const x of refunded) Object.assign(await row(x), { refundCount: x.n, refunded: x.amount });
  const list = [...rows.values()].map((x) => ({ ...x, net: x.paid - x.refunded }));
  const key = input.sort === 'paid' ? 'paid' : 'net';
  const dir = input.order === 'ascend' ? 1 : -1;
  list.sort((a, b) => dir * (a[key] - b[key]) || a.productId - b.productId);
  return { list: page(list, input), total: list.length, from: r.from, to: r.to };
}

export async function unusedCredits(ctx: AppContext, input: Paging) {
  const sums = await unusedByProduct(ctx.db, ctx.clock.now());
  const names = new Map<number, string>();
  for (const x of sums)
    if (x.productId !== null)
      names.set(x.productId, (await findProduct(ctx.db, x.productId))?.name ?? '');
  const rows: UnusedCreditsRow[] = sums.map((x) => ({
    productId: x.productId,
    name: x.productId === null ? '' : (names.get(x.productId) ?? ''),
    grants: x.grants,
    credits: x.credits,
    value: x.value,
  }));
  const key = input.sort === 'credits' ? 'credits' : 'value';
  const dir = input.order === 'ascend' ? 1 : -1;
  rows.sort((a, b) => dir * (a[key] - b[key]) || (a.productId ?? 0) - (b.productId ?? 0));
  const sum = {
    credits: rows.reduce((s, x) => s + x.credits, 0),
    giftCredits: rows.filter((x) => x.productId === null).reduce((s, x) => s + x.credits, 0),
    value: rows.reduce((s, x) => s + x.value, 0),
  };
  return { list: page(rows, input), total: rows.length, sum };
}

export async function moneyDashboard(ctx: AppContext): Promise<MoneyDashboard> {
  const tz = ctx.config.TIME_ZONE;
  const today = dateInZone(ctx.clock.now(), tz);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = addDays(today, -29) < monthStart ? addDays(today, -29) : monthStart;
  const r = dateRange(ctx, { from, to: today });
  const [days, unused, open] = await Promise.all([
    daysOf(ctx.db, r, tz),
    unusedCredits(ctx, { page: 1, pageSize: 1 }),
    repo.countOpenDifferences(ctx.db),
  ]);
  const todayRow = days[days.length - 1]!;
  const { day: _d, ...todayMoney } = todayRow;
  return {
    today: { day: today, ...todayMoney },
    month: { from: monthStart, ...total(days.filter((d) => d.day >= monthStart)) },
    unused: unused.sum,
    openDifferences: open,
    days: days.slice(-30),
  };
}
