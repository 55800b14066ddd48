import { sql, type SQL } from 'drizzle-orm';

/**
 * The credit tables' parts of the one-statement fast paths of booking and cancelling
 * (booking/repository.ts): SQL pieces those statements put in their `with` lists, so the credit
 * tables are written only by this module while each stays one statement, one round trip and one
 * transaction (docs/decisions/0005, 0011, 0017). No rules here beyond the SQL's own.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The credit part of booking's one statement (booking/repository.ts `bookInOneStatement`,
 * docs/decisions/0005 and 0011): SQL pieces the booking statement puts in its `with` list, so the
 * credit tables are written only here while the booking stays one statement, one round trip and
 * one transaction. The pieces and the booking's own CTEs meet on named CTEs:
 *
 * - `lockAndAllocate` defines `grant_locked` (the student's grants with credits left, locked FOR
 *   UPDATE in id order), `lvl` (`level`: the lessons' course level, the one named or the only
 *   level of the usable packs, as rules.ts `lessonLevel`) and `usable` (`id`, `remaining`,
 *   `before`: a running sum over `(expires_at, id)`, so the grant that expires first pays first,
 *   as `allocateCredits`);
 * - `ready(n)` is true when no grant has lapsed unswept and `usable` holds n credits;
 * - `spend` reads the booking's `plan` (`grant_id` per lesson) and defines `spend` and `upd`
 *   (the grants' new `remaining`);
 * - `ledger` reads the booking's `ins` (`id`, `grant_id`) and writes one ledger row per lesson;
 * - `balance` is the student's balance after the booking (the grants' remaining counts, which
 *   the ledger sums to).
 */
export function bookingCreditSteps(b: {
  studentId: number;
  now: Date;
  /** The lessons' course level as named (null: none); undefined: settled from the packs. */
  courseLevel: number | null | undefined;
}): {
  lockAndAllocate: SQL;
  ready: (n: number) => SQL;
  spend: SQL;
  ledger: SQL;
  balance: SQL;
} {
  return {
    lockAndAllocate: sql`grant_locked as (
        select g.id, g.remaining, g.expires_at, g.course_level from credit_grants g
        where g.user_id = ${b.studentId} and g.remaining > 0
        order by g.id
        for update
      ), lvl as (
        select case when ${b.courseLevel === undefined}
          then (select case when count(distinct course_level) = 1 then min(course_level) end
                from grant_locked where course_level is not null and expires_at > ${at(b.now)})
          else ${b.courseLevel ?? null}::int end as level
      ), usable as (
        select id, remaining, sum(remaining) over (order by expires_at, id) - remaining as before
        from grant_locked
        where expires_at > ${at(b.now)}
          and (course_level is null or course_level = (select level from lvl))
      )`,
    ready: (n) => sql`not exists (select 1 from grant_locked where expires_at <= ${at(b.now)})
          and (select coalesce(sum(remaining), 0) from usable) >= ${n}`,
    spend: sql`spend as (
        select grant_id, count(*)::int as n from plan group by grant_id
      ), upd as (
        update credit_grants g set remaining = g.remaining - spend.n
        from spend where g.id = spend.grant_id
        returning g.id, g.remaining
      )`,
    ledger: sql`led as (
        insert into credit_ledger (user_id, grant_id, change, reason, lesson_id, note, created_at)
        select ${b.studentId}, grant_id, -1, 'booking', id, '', ${at(b.now)} from ins
      )`,
    balance: sql`((select coalesce(sum(remaining), 0) from upd)
          + (select coalesce(sum(remaining), 0) from grant_locked
             where id not in (select id from upd)))::int`,
  };
}

/**
 * The credit part of cancelling's one statement (booking/repository.ts `cancelInOneStatement`):
 * the credit of each cancelled lesson goes back to the grant it came from, as `refundCredit`
 * does in the careful way. It reads the statement's `cancelled` (`id`, `grant_id`):
 *
 * - `refund` defines `back` (the grants still valid, one credit more each) and `refunded` (the
 *   ledger rows: `+1` with `reason`, and for a grant that has lapsed meanwhile `-1 expired` at
 *   once, so the ledger tells the whole story and still sums to what the family can use);
 * - `balance` is the family's balance after it (the ledger's sum before the statement, which
 *   its own snapshot reads, plus the rows it adds).
 */
export function refundCreditSteps(r: { studentId: number; now: Date; reason: 'cancel_refund' }): {
  refund: SQL;
  balance: SQL;
} {
  return {
    refund: sql`back as (
        update credit_grants g set remaining = g.remaining + 1
        from cancelled c where g.id = c.grant_id and g.expires_at > ${at(r.now)}
        returning g.id
      ), refunded as (
        insert into credit_ledger (user_id, grant_id, change, reason, lesson_id, note, created_at)
        select ${r.studentId}::int, c.grant_id, 1, ${r.reason}::text, c.id, '', ${at(r.now)}
        from cancelled c
        union all
        select ${r.studentId}::int, c.grant_id, -1, 'expired', c.id, '退还时已过期', ${at(r.now)}
        from cancelled c where c.grant_id not in (select id from back)
        returning change
      )`,
    balance: sql`((select coalesce(sum(change), 0) from credit_ledger where user_id = ${r.studentId})
          + (select coalesce(sum(change), 0) from refunded))::int`,
  };
}
