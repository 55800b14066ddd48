import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CHANNELS, type NotificationEvent } from '@school/contract/api/notifications';
import type { Db } from '../../db/client.ts';
import { notificationScans } from '../../db/schema/notifications.ts';
import { serverSecrets } from '../../db/schema/classroom.ts';

/** Queries that write notification rows (one statement per event) and the reminder scan. No rules. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const rowCount = (r: unknown) =>
  (r as { rowCount?: number; affectedRows?: number }).rowCount ??
  (r as { affectedRows?: number }).affectedRows ??
  0;

/**
 * Writes the notifications of one event in ONE statement: for each row of `source` (columns
 * user_id, subject_id, lesson_id, params jsonb, due_at), an in-app row, and an SMS and a push row
 * where the person wants them (their choice, or the default) and can get them (a phone; a push
 * subscription). An in-app row already due is delivered at once. The unique key makes a repeat
 * write nothing. Returns how many rows were written.
 */
export async function insertNotifications(
  db: Db,
  event: NotificationEvent,
  source: SQL,
  now: Date,
): Promise<number> {
  return rowCount(await db.execute(insertSql(event, source, now)));
}

/** The statement of `insertNotifications`, for a caller that embeds it as a CTE. */
export function insertSql(event: NotificationEvent, source: SQL, now: Date) {
  const d = DEFAULT_CHANNELS[event];
  return sql`
    insert into notifications (user_id, event, subject_id, lesson_id, channel, params, status,
                               due_at, sent_at, created_at)
    select src.user_id, ${event}, src.subject_id, src.lesson_id, ch.channel, src.params,
      case when ch.channel = 'inapp' and src.due_at <= ${at(now)} then 'sent' else 'pending' end,
      src.due_at,
      case when ch.channel = 'inapp' and src.due_at <= ${at(now)} then ${at(now)} end,
      ${at(now)}
    from (${source}) src
    join users u on u.id = src.user_id and u.status = 'active'
    cross join (values ('inapp'), ('sms'), ('push')) ch(channel)
    left join notification_preferences p
      on p.user_id = src.user_id and p.event = ${event} and p.channel = ch.channel
    where ch.channel = 'inapp'
      or (ch.channel = 'sms' and u.phone is not null and coalesce(p.enabled, ${d.sms}))
      or (ch.channel = 'push' and coalesce(p.enabled, ${d.push})
          and exists (select 1 from push_subscriptions s where s.user_id = src.user_id))
    on conflict do nothing`;
}

/**
 * The family and teacher rows of an event about lessons: `lessonRows` yields (id, teacher_id,
 * student_id, start_at); names come from the teacher and the student. `subject` defaults to the
 * lesson's id.
 */
export function lessonSource(
  lessonRows: SQL,
  now: Date,
  to: 'both' | 'family' | 'teacher',
  subject: SQL = sql`l.id`,
  extra: Record<string, string | number> = {},
) {
  return sql`
    select r.user_id, ${subject} as subject_id, l.id as lesson_id,
      ${JSON.stringify(extra)}::jsonb ||
      jsonb_build_object('lessonId', l.id, 'startAt', ${iso(sql`l.start_at`)},
        'teacherName', t.name, 'studentName', su.name, 'role', r.role) as params,
      ${at(now)} as due_at
    from (${lessonRows}) l
    join teachers t on t.id = l.teacher_id
    join users su on su.id = l.student_id
    cross join lateral (values (l.student_id, 'family'), (t.user_id, 'teacher')) r(user_id, role)
    where r.user_id is not null and (${to} = 'both' or r.role = ${to})`;
}

export interface SourceRow {
  userId: number;
  subjectId: number;
  lessonId: number | null;
  params: Record<string, string | number>;
  dueAt: Date;
}

/** Rows given by the caller, as a source of `insertNotifications`. */
export const givenRows = (rows: SourceRow[]) => sql`
  select * from jsonb_to_recordset(${JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId,
      subject_id: r.subjectId,
      lesson_id: r.lessonId,
      params: r.params,
      due_at: r.dueAt.toISOString(),
    })),
  )}::jsonb) as x(user_id int, subject_id int, lesson_id int, params jsonb, due_at timestamptz)`;

/**
 * The reminders due in (from, to] of booked lessons that have not started at `now`, for the
 * family and the teacher (when the teacher has a login). A lesson booked after its reminder's
 * time gets none (its booking confirmation just arrived). Bounded by the index on open lessons'
 * end (end = start + 30 min).
 */
export const reminderRows = (beforeMs: number, from: Date, to: Date, now: Date) => {
  const shift = beforeMs + 30 * 60_000;
  return sql`
    select r.user_id, l.id as subject_id, l.id as lesson_id,
      jsonb_build_object('lessonId', l.id, 'startAt', ${iso(sql`l.start_at`)},
        'teacherName', t.name, 'studentName', su.name, 'role', r.role) as params,
      l.start_at - ${`${beforeMs} milliseconds`}::interval as due_at
    from lessons l
    join teachers t on t.id = l.teacher_id
    join users su on su.id = l.student_id
    cross join lateral (values (l.student_id, 'family'), (t.user_id, 'teacher')) r(user_id, role)
    where l.status in ('booked', 'in_class') and l.status = 'booked'
      and l.end_at > ${at(new Date(from.getTime() + shift))}
      and l.end_at <= ${at(new Date(to.getTime() + shift))}
      and l.start_at > ${at(now)}
      and l.created_at <= l.start_at - ${`${beforeMs} milliseconds`}::interval
      and r.user_id is not null`;
};

/** Grants with credits left that expire in (now, until]: one notice per grant. */
export const expiringGrantRows = (now: Date, until: Date) => sql`
  select g.user_id, g.id as subject_id, null::int as lesson_id,
    jsonb_build_object('name', g.name, 'remaining', g.remaining,
      'expiresAt', ${iso(sql`g.expires_at`)}, 'role', 'family') as params,
    ${at(now)} as due_at
  from credit_grants g
  where g.remaining > 0 and g.expires_at > ${at(now)} and g.expires_at <= ${at(until)}`;

/**
 * Locks a scan's position for this run, or null when another copy is scanning right now. The
 * first run ever starts `lookBackMs` before `now`, as if every copy had been down that long.
 */
export async function lockScan(
  db: Db,
  name: string,
  now: Date,
  lookBackMs: number,
): Promise<Date | null> {
  await db
    .insert(notificationScans)
    .values({ name, scannedUntil: new Date(now.getTime() - lookBackMs) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ until: notificationScans.scannedUntil })
    .from(notificationScans)
    .where(eq(notificationScans.name, name))
    .for('update', { skipLocked: true });
  return row?.until ?? null;
}

export async function setScan(db: Db, name: string, until: Date) {
  await db
    .update(notificationScans)
    .set({ scannedUntil: until })
    .where(eq(notificationScans.name, name));
}

/** A secret every copy shares (server_secrets): the first to need it inserts it, all read it. */
export async function readOrInsertSecret(db: Db, name: string, make: () => Promise<string>) {
  const read = async () =>
    (
      await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name))
    )[0]?.value;
  const found = await read();
  if (found) return found;
  await db
    .insert(serverSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  const value = await read();
  if (!value) throw new Error(`secret ${name} missing after insert`);
  return value;
}
