import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolReplies } from '../../db/schema/inbox.ts';

/**
 * The inbox's queries. Families' messages to teachers (`teacher_messages`) and feedback forms
 * (`surveys` of kind feedback) are read as one list, joined with the family (`users`), the teacher
 * and the school's reply (read joins of decision 0025); replies are this module's own table.
 */

export interface InboxFilter {
  kind?: 'message' | 'feedback';
  answered?: boolean;
  from?: Date;
  to?: Date;
  userId?: number;
  order?: 'ascend' | 'descend';
}

export interface InboxRow {
  kind: 'message' | 'feedback';
  id: number;
  user_id: number;
  created_at: Date | string;
  content: string;
  feedback_type: string | null;
  contact: string;
  family_name: string;
  family_username: string;
  family_phone: string | null;
  teacher_name: string | null;
  reply_text: string | null;
  reply_staff: string | null;
  reply_at: Date | string | null;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Both sources, each filtered before the union so each uses its own (user, time) index. */
function items(f: InboxFilter): SQL {
  const messageWhere = [sql`true`];
  const feedbackWhere = [sql`s.kind = 'feedback'`];
  if (f.userId !== undefined) {
    messageWhere.push(sql`m.user_id = ${f.userId}`);
    feedbackWhere.push(sql`s.user_id = ${f.userId}`);
  }
  if (f.from) {
    messageWhere.push(sql`m.created_at >= ${at(f.from)}`);
    feedbackWhere.push(sql`s.created_at >= ${at(f.from)}`);
  }
  if (f.to) {
    messageWhere.push(sql`m.created_at < ${at(f.to)}`);
    feedbackWhere.push(sql`s.created_at < ${at(f.to)}`);
  }
  const parts: SQL[] = [];
  if (f.kind !== 'feedback')
    parts.push(sql`select 'message'::text as kind, m.id, m.user_id, m.created_at, m.content,
        m.teacher_id, null::text as feedback_type, ''::text as contact
      from teacher_messages m where ${sql.join(messageWhere, sql` and `)}`);
  if (f.kind !== 'message')
    parts.push(sql`select 'feedback'::text as kind, s.id, s.user_id, s.created_at,
        coalesce(s.answers->>'content', '') as content, null::int as teacher_id,
        s.answers->>'type' as feedback_type, coalesce(s.answers->>'contact', '') as contact
      from surveys s where ${sql.join(feedbackWhere, sql` and `)}`);
  return sql.join(parts, sql` union all `);
}

function joined(f: InboxFilter): SQL {
  const answered =
    f.answered === undefined
      ? sql``
      : f.answered
        ? sql`where r.id is not null`
        : sql`where r.id is null`;
  return sql`from (${items(f)}) i
    join users u on u.id = i.user_id
    left join teachers t on t.id = i.teacher_id
    left join school_replies r on r.kind = i.kind and r.source_id = i.id
    ${answered}`;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export async function pageInbox(db: Db, f: InboxFilter, limit: number, offset: number) {
  const dir = f.order === 'ascend' ? sql`asc` : sql`desc`;
  const from = joined(f);
  const [list, total] = await Promise.all([
    db.execute(sql`select i.kind, i.id, i.user_id, i.created_at, i.content, i.feedback_type,
        i.contact, u.name as family_name, u.username as family_username, u.phone as family_phone,
        t.name as teacher_name, r.text as reply_text, r.staff_name as reply_staff,
        r.updated_at as reply_at
      ${from}
      order by i.created_at ${dir}, i.id ${dir}
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  return {
    rows: rowsOf<InboxRow>(list),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/** The family a message or feedback belongs to, and its text (for the notification's preview). */
export async function findSource(db: Db, kind: 'message' | 'feedback', id: number) {
  const res =
    kind === 'message'
      ? await db.execute(sql`select user_id, content from teacher_messages where id = ${id}`)
      : await db.execute(sql`select user_id, coalesce(answers->>'content', '') as content
          from surveys where id = ${id} and kind = 'feedback'`);
  const row = rowsOf<{ user_id: number; content: string }>(res)[0];
  return row ? { userId: Number(row.user_id), content: row.content } : undefined;
}

export async function findReply(db: Db, kind: 'message' | 'feedback', sourceId: number) {
  const rows = await db
    .select()
    .from(schoolReplies)
    .where(sql`${schoolReplies.kind} = ${kind} and ${schoolReplies.sourceId} = ${sourceId}`)
    .for('update');
  return rows[0];
}

/** One reply per item: a second one replaces the text (and who wrote it). */
export async function upsertReply(
  db: Db,
  r: {
    kind: 'message' | 'feedback';
    sourceId: number;
    userId: number;
    text: string;
    staffId: number | null;
    staffName: string;
    now: Date;
  },
) {
  const rows = await db
    .insert(schoolReplies)
    .values({
      kind: r.kind,
      sourceId: r.sourceId,
      userId: r.userId,
      text: r.text,
      staffId: r.staffId,
      staffName: r.staffName,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .onConflictDoUpdate({
      target: [schoolReplies.kind, schoolReplies.sourceId],
      set: { text: r.text, staffId: r.staffId, staffName: r.staffName, updatedAt: r.now },
    })
    .returning({ id: schoolReplies.id });
  return rows[0]!.id;
}

export async function deleteRepliesOf(db: Db, userId: number) {
  await db.delete(schoolReplies).where(eq(schoolReplies.userId, userId));
}
