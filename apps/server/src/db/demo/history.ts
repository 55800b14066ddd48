import { and, asc, getTableColumns, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import { defaultCoursewareUrl } from '../../modules/books/service.ts';
import type { Db } from '../client.ts';
import { auditLog } from '../schema/audit.ts';
import { consents } from '../schema/auth.ts';
import { products } from '../schema/catalog.ts';
import { classroomAttendance, classroomPresence, classroomRooms } from '../schema/classroom.ts';
import { surveys } from '../schema/content.ts';
import { creditGrants, creditLedger } from '../schema/credits.ts';
import { schoolReplies } from '../schema/inbox.ts';
import { lessonReports, lessons, teacherReviews } from '../schema/lessons.ts';
import { notifications } from '../schema/notifications.ts';
import { orderBills, orders, paymentEvents, payments, sandboxTrades } from '../schema/orders.ts';
import { refunds } from '../schema/refunds.ts';
import { teacherSlots } from '../schema/schedule.ts';
import { staffMembers } from '../schema/staff.ts';
import { teacherMessages, teachers } from '../schema/teachers.ts';
import { users } from '../schema/users.ts';
import { DEMO_PHONE } from './accounts.ts';
import type { StaffRoleKey } from './historyData.ts';
import { idCounts, reserveIds, type HistoryContext } from './historyIds.ts';
import { inboxRows } from './historyInboxRows.ts';
import { lessonRows } from './historyLessonRows.ts';
import { moneyRows } from './historyMoneyRows.ts';
import { planHistory, type PlanProduct } from './historyPlan.ts';
import { DEMO_STAFF } from './staff.ts';
import { recountTeacherStats } from './teachers.ts';

/**
 * The demo school's last month (issue 24, historyData.ts): five families with their orders,
 * payments, credits, lessons, reports, reviews, messages, the school's replies, a partial refund,
 * a reassigned lesson, and the audit rows and notifications those made. Loaded once, on a school
 * with no family but the demo account's and no order, after the staff (whose changes it records).
 *
 * Fast on purpose (a first start's budget, bench/README.md): a few reads, one statement taking
 * every id from the sequences, ONE statement writing every row (a data-modifying CTE per table, its rows
 * one JSON parameter; foreign keys are checked at the statement's end, see `insertAll`), and the
 * teachers' counts.
 */
export async function loadDemoHistory(ctx: AppContext) {
  const c = await readSchool(ctx);
  if (!c) return;
  const { now } = c;
  const tz = ctx.config.TIME_ZONE;
  const history = planHistory(now, tz, c.products);
  const ids = await reserveIds(ctx.db, idCounts(history));
  const money = moneyRows(history, ids, c);
  const lesson = lessonRows(history, ids, c);
  const inbox = inboxRows(history, ids, c, lesson.firstSlots);
  const db = ctx.db;
  const signIns = [...inbox.signIns].map(
    ([id, at]) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`,
  );
  await insertAll(db, ctx.dbKind === 'pglite', [
    rowsOf(users, inbox.userRows),
    rowsOf(consents, inbox.consentRows),
    rowsOf(orders, money.orderRows),
    rowsOf(orderBills, money.billRows),
    rowsOf(payments, money.paymentRows),
    rowsOf(paymentEvents, money.eventRows),
    rowsOf(sandboxTrades, money.tradeRows),
    rowsOf(creditGrants, money.grantRows),
    rowsOf(teacherSlots, lesson.slotRows),
    rowsOf(lessons, lesson.lessonRows),
    rowsOf(creditLedger, money.ledgerRows),
    rowsOf(refunds, money.refundRows),
    rowsOf(lessonReports, lesson.reportRows),
    rowsOf(teacherReviews, lesson.reviewRows),
    rowsOf(classroomRooms, lesson.roomRows),
    rowsOf(classroomAttendance, lesson.attendanceRows),
    rowsOf(classroomPresence, lesson.presenceRows),
    rowsOf(teacherMessages, inbox.messageRows),
    rowsOf(surveys, inbox.surveyRows),
    rowsOf(schoolReplies, inbox.replyRows),
    rowsOf(auditLog, inbox.auditRows),
    rowsOf(notifications, inbox.notices),
    sql`update staff_members s set last_sign_in_at = v.at
      from (values ${sql.join(signIns, sql`, `)}) v(id, at) where s.id = v.id`,
  ]);
  await recountTeacherStats(db);
}

/**
 * One statement: each part a data-modifying CTE (all run, whether read or not). On the embedded
 * database (`uncheckedKeys`) its foreign keys are not checked row by row: its one role is the
 * superuser, which may turn the checks' triggers off for the statement (`session_replication_role`,
 * as `npm run seed:scale` does for its bulk load). Preparing and running some forty checks of
 * rows consistent by construction was half of the statement's cost on a first start; on
 * PostgreSQL, whose role need not be a superuser, they run, and history.test.ts checks every
 * foreign key of the rows on both databases. Unique indexes and CHECKs hold either way.
 */
async function insertAll(db: Db, uncheckedKeys: boolean, parts: SQL[]) {
  const ctes = parts.map((p, i) => sql`${sql.raw(`w${i}`)} as (${p})`);
  if (uncheckedKeys) await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
  if (uncheckedKeys) await db.execute(sql`set local session_replication_role = origin`);
}

/**
 * An INSERT of `rows` (typed as drizzle's inserts, every row with the same fields) sent as ONE
 * JSON parameter read back by `jsonb_populate_recordset` into the table's own column types: a
 * few thousand values as parameters cost drizzle and the embedded database far more.
 */
function rowsOf<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] ?? {}).sort();
  for (const r of rows)
    if (Object.keys(r).sort().join() !== keys.join())
      throw new Error(`demo history: rows of ${getTableName(table)} differ in their fields`);
  const names = keys.map((k) => columns[k]!.name);
  const json = rows.map((r) =>
    Object.fromEntries(keys.map((k, i) => [names[i], (r as Record<string, unknown>)[k]])),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  return sql`insert into ${table} (${list})
    select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)`;
}

/**
 * The school the history is written into, or null when it has history of its own already (any
 * family but the demo account, or any order) or lacks what the story needs.
 */
async function readSchool(
  ctx: AppContext,
): Promise<(HistoryContext & { products: Map<string, PlanProduct> }) | null> {
  const db = ctx.db;
  const res = await db.execute(sql`select exists (select 1 from orders)
      or exists (select 1 from users u where u.is_family and u.role = 'student'
        and u.phone is distinct from ${DEMO_PHONE}) as busy`);
  if ((res as unknown as { rows: { busy: boolean }[] }).rows[0]?.busy !== false) return null;
  const roles: StaffRoleKey[] = ['academic', 'finance', 'support'];
  // One after the other: in a transaction on PostgreSQL they share one connection.
  const teacherRows = await db
    .select({ id: teachers.id, name: teachers.name, userId: teachers.userId })
    .from(teachers)
    .orderBy(asc(teachers.sort), asc(teachers.id))
    .limit(10);
  const productRows = await db.select().from(products);
  const staffRows = await db
    .select({ id: staffMembers.id, name: staffMembers.name, role: staffMembers.role })
    .from(staffMembers)
    .where(
      and(
        inArray(
          staffMembers.phone,
          DEMO_STAFF.filter((s) => roles.includes(s.role as StaffRoleKey)).map((s) => s.phone),
        ),
        ne(staffMembers.status, 'removed'),
      ),
    );
  const coursewareUrl = await defaultCoursewareUrl(db);
  const staff = {} as HistoryContext['staff'];
  for (const s of staffRows)
    if (roles.includes(s.role as StaffRoleKey))
      staff[s.role as StaffRoleKey] = { id: s.id, name: s.name, role: s.role as StaffRoleKey };
  if (teacherRows.length < 10 || roles.some((r) => !staff[r])) return null;
  const productByName = new Map<string, PlanProduct>(
    productRows.map((p) => [
      p.name,
      {
        productId: p.id,
        kind: p.kind,
        name: p.name,
        cover: p.cover,
        price: p.price,
        lessonCount: p.lessonCount,
        validityDays: p.validityDays,
        courseLevel: p.courseLevel,
      },
    ]),
  );
  return {
    now: ctx.clock.now(),
    teachers: teacherRows,
    staff,
    coursewareUrl,
    sandboxSecret: ctx.config.PAYMENT_SANDBOX_SECRET,
    wechat: {
      appId: ctx.config.WECHAT_APP_ID || 'wx0000000000demo01',
      mchId: ctx.config.WECHAT_MCH_ID || '1900000109',
    },
    products: productByName,
  };
}
