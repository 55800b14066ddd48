import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { StaffRoleKey } from './historyData.ts';
import type { History } from './historyPlan.ts';

/**
 * Ids for the demo history's rows, taken from the tables' own sequences in one statement, so
 * every row can name the rows it refers to and all of them go in as one statement
 * (history.ts). Tables whose rows nobody refers to keep their defaults.
 */

const TABLES = {
  users: 'users',
  orders: 'orders',
  bills: 'order_bills',
  payments: 'payments',
  grants: 'credit_grants',
  slots: 'teacher_slots',
  lessons: 'lessons',
  refunds: 'refunds',
  messages: 'teacher_messages',
  surveys: 'surveys',
  replies: 'school_replies',
  audit: 'audit_log',
} as const;

export type HistoryIds = Record<keyof typeof TABLES, number[]>;

/** What the rows need from the school as it is: its teachers, staff and settings. */
export interface HistoryContext {
  now: Date;
  /** In the teacher list's order (teachers.ts TEACHERS). */
  teachers: { id: number; name: string; userId: number | null }[];
  staff: Record<StaffRoleKey, { id: number; name: string; role: StaffRoleKey }>;
  coursewareUrl: string | null;
  sandboxSecret: string;
  wechat: { appId: string; mchId: string };
}

/** The rows of each table the history writes; the audit rows: replies, the refund's two, reassigns. */
export function idCounts(h: History): Record<keyof typeof TABLES, number> {
  const replies = h.messages.filter((m) => m.reply).length;
  const reassigned = h.lessons.filter((l) => l.reassigned).length;
  return {
    users: h.families.length,
    orders: h.orders.length,
    bills: h.orders.length,
    payments: h.orders.filter((o) => o.paidAt).length,
    grants: h.credits.grants.length,
    slots: h.lessons.length + reassigned,
    lessons: h.lessons.length,
    refunds: 1,
    messages: h.messages.filter((m) => m.kind === 'message').length,
    surveys: h.messages.filter((m) => m.kind === 'feedback').length,
    replies,
    audit: replies + 2 + reassigned,
  };
}

export async function reserveIds(db: Db, counts: Record<keyof typeof TABLES, number>) {
  const parts = Object.entries(TABLES).map(
    ([key, table]) =>
      sql`${key}::text, (select coalesce(json_agg(nextval(pg_get_serial_sequence(${table}, 'id'))), '[]'::json)
        from generate_series(1, ${counts[key as keyof typeof TABLES]}::int))`,
  );
  const res = await db.execute(sql`select json_build_object(${sql.join(parts, sql`, `)}) as ids`);
  const raw = (res as unknown as { rows: { ids: unknown }[] }).rows[0]!.ids;
  const ids = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown[]>;
  const out = {} as HistoryIds;
  for (const key of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    out[key] = (ids[key] ?? []).map(Number).sort((a, b) => a - b);
    if (out[key].length !== counts[key])
      throw new Error(`demo history: ids of ${key} not reserved`);
  }
  return out;
}
