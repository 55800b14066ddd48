import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as booking from '@school/contract/api/booking';
import * as credits from '@school/contract/api/credits';
import * as exams from '@school/contract/api/exams';
import * as mall from '@school/contract/api/mall';
import * as notifications from '@school/contract/api/notifications';
import * as teachers from '@school/contract/api/teachers';
import type { Endpoint } from '@school/contract/endpoint';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSlot } from '../../../test/factories.ts';
import { createSession } from '../auth/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { DEMO_PHONE } from '../../db/demo/accounts.ts';
import { quickStaffToken } from '../staff/testing.ts';
import { deliverSandboxByInject } from '../payments/testing.ts';
import { askRefund, paidSandboxOrder } from '../consoleOrders/testing.ts';
import { hasCjk } from './schoolTexts.ts';
import { bookSlots, changeBookingStatus } from '@school/contract/api/booking';

/**
 * The family's own records in English (issue 24 item 4): a family with a late-cancelled lesson,
 * a partly refunded order and a paid one, payment and booking messages, the credit ledger and
 * summary, exam results and lesson reviews. Every GET on one of its records answers with no
 * Chinese the school (or a staff member) wrote; english.test.ts walks the public GETs.
 */
const FAMILY_FIELDS = new Set(['name', 'username', 'nickname', 'phone', 'icpNumber']);
/** A review's words are the family's own. */
const FAMILY_CONTENT = /teacherReviews|orderReviews/;

function chinese(v: unknown, path: string, out: string[]) {
  if (typeof v === 'string') {
    const field = path
      .split('.')
      .at(-1)!
      .replace(/\[\d+\]$/, '');
    if (
      hasCjk(v) &&
      !FAMILY_FIELDS.has(field) &&
      !(field === 'content' && FAMILY_CONTENT.test(path))
    )
      out.push(`${path} = ${v.slice(0, 60)}`);
  } else if (Array.isArray(v)) v.forEach((x, i) => chinese(x, `${path}[${i}]`, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) chinese(x, `${path}.${k}`, out);
}

describe("a family's own records in English (docs/design/school-texts.md §9)", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: 'true', JOBS_ENABLED: 'false' });
    deliverSandboxByInject(t);
    const [u] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
    token = await createSession(t.database.db, u!.id, t.clock.now());
  });
  afterAll(() => t.close());

  const get = async <T = Record<string, unknown>>(
    e: Endpoint,
    query: Record<string, string> = {},
  ) =>
    (await t.api(e, query as never, { token, headers: { 'accept-language': 'en' } })).body as {
      code: number;
      message: string;
      data: T;
    };
  const list = async (e: Endpoint, query: Record<string, string> = {}) =>
    ((await get<{ list?: Record<string, unknown>[] }>(e, query)).data?.list ?? []) as Record<
      string,
      unknown
    >[];

  it('a late cancellation, a partial refund, payments, the ledger, exams and reviews', async () => {
    // Two orders paid through the sandbox; one refunded in part by the console's finance staff.
    const [product] = await list(mall.listProducts);
    const refunded = await paidSandboxOrder(t, token, Number(product!.id));
    await paidSandboxOrder(t, token, Number(product!.id));
    const { member, token: finance } = await quickStaffToken(t, 'finance');
    // Staff write their names in Chinese: the refund's ledger note must not pass it on.
    await t.database.db
      .update(staffMembers)
      .set({ name: '王会计' })
      .where(eq(staffMembers.id, member.id));
    const refund = await askRefund(t, finance, {
      orderId: refunded.id,
      amount: Math.floor(refunded.amount / 2),
    });
    expect(refund.body.code, refund.body.message).toBe(0);
    // A lesson booked with a demo teacher, then cancelled less than 24 hours ahead.
    const [teacher] = await list(teachers.listTeachers);
    const start = new Date(
      Math.ceil((t.clock.now().getTime() + 3 * 3600_000) / 1800_000) * 1800_000,
    );
    const slot = await createSlot(t.database.db, Number(teacher!.id), start);
    const booked = await t.api(bookSlots, { slotIds: [slot] }, { token });
    expect(booked.body.code, booked.body.message).toBe(0);
    const cancelled = await t.api(
      changeBookingStatus,
      { lessonId: booked.body.data.lessons[0]!.id, status: 'cancelled', reason: 'sick' },
      { token },
    );
    expect(cancelled.body.data.creditReturned).toBe(false);

    // A course exam handed in blank, and a review of a finished lesson with a tag of the list.
    const exam = (await get<{ id: number } | null>(exams.viewCourseExam, { level: '1' })).data;
    const sent = await t.api(exams.submitExam, { examId: exam!.id, answers: [] }, { token });
    expect(sent.body.code, sent.body.message).toBe(0);
    const done = (await list(booking.listLessons, { scope: 'history', pageSize: '50' })).find(
      (l) => l.status === 'finished',
    );
    const reviews: Record<string, string>[] = [];
    if (done) {
      const review = await t.api(
        teachers.editTeacherReview,
        { lessonId: done.id, stars: 5, tags: ['耐心'], content: '很好' },
        { token },
      );
      expect(review.body.code, review.body.message).toBe(0);
      reviews.push({ id: String(review.body.data.id) });
    }

    const lessons = await list(booking.listLessons, { scope: 'all', pageSize: '50' });
    const orders = await list(mall.listOrders, { pageSize: '50' });
    const results = await list(exams.listExamResults, { pageSize: '50' });
    const ledger = await list(credits.listLedger, { pageSize: '50' });
    expect(ledger.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['late_cancellation', 'refund', 'grant']),
    );
    const messages = await list(notifications.listMessages, { pageSize: '50' });
    expect(messages.length).toBeGreaterThan(2);

    const byId = (rows: Record<string, unknown>[], key = 'id') =>
      [...new Set(rows.map((r) => r[key]).filter((v) => v != null))].map((v) => String(v));
    const calls: [Endpoint, Record<string, string>][] = [
      ...[booking.listLessons, mall.listOrders, exams.listExamResults, credits.listLedger].map(
        (e) => [e, { pageSize: '50' }] as [Endpoint, Record<string, string>],
      ),
      [notifications.listMessages, { pageSize: '50' }],
      // The summary (课耗进度) and the ledger's first page as the app asks for it.
      [credits.viewCredits, {}],
      [credits.listLedger, {}],
      ...byId(lessons).map(
        (id) => [booking.viewLesson, { id }] as [Endpoint, Record<string, string>],
      ),
      ...byId(lessons).map(
        (id) => [teachers.viewLessonReport, { lessonId: id }] as [Endpoint, Record<string, string>],
      ),
      ...byId(orders).map((id) => [mall.viewOrder, { id }] as [Endpoint, Record<string, string>]),
      ...byId(orders).map(
        (id) => [mall.listOrderBills, { orderId: id }] as [Endpoint, Record<string, string>],
      ),
      ...reviews.map((q) => [teachers.viewTeacherReview, q] as [Endpoint, Record<string, string>]),
      ...byId(results).map(
        (id) => [exams.viewExamResult, { id }] as [Endpoint, Record<string, string>],
      ),
      ...byId(results, 'examId').map(
        (id) => [exams.viewExam, { id }] as [Endpoint, Record<string, string>],
      ),
    ];
    expect(byId(results).length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const [e, query] of calls) {
      const body = await get(e, query);
      // A lesson with no report or review yet answers 2001: nothing to read, nothing in Chinese.
      if (body.code !== 0) {
        if (body.code !== 2001) found.push(`${e.path} answered ${body.code} ${body.message}`);
        continue;
      }
      chinese(body.data, `${e.path}?${new URLSearchParams(query)}`, found);
    }
    console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
});
