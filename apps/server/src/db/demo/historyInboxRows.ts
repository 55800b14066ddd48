import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/api/basic';
import { MY_MESSAGES_PATH, replyPreview } from '../../modules/inbox/service.ts';
import type { auditLog } from '../schema/audit.ts';
import type { consents } from '../schema/auth.ts';
import type { surveys } from '../schema/content.ts';
import type { schoolReplies } from '../schema/inbox.ts';
import type { notifications } from '../schema/notifications.ts';
import type { teacherMessages } from '../schema/teachers.ts';
import type { users } from '../schema/users.ts';
import type { StaffRoleKey } from './historyData.ts';
import type { HistoryContext, HistoryIds } from './historyIds.ts';
import type { History } from './historyPlan.ts';

/**
 * The families, what they wrote and what the school answered, the audit rows of the staff's
 * changes (the same actions and details as inbox/service.ts, consoleOrders/service.ts and
 * consoleLessons/service.ts write) and the family's and teachers' notifications of them.
 */

const MIN = 60_000;
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
/** Where each member worked from (documentation addresses, RFC 5737). */
const OFFICE_IP: Record<StaffRoleKey, string> = {
  academic: '203.0.113.24',
  finance: '203.0.113.31',
  support: '203.0.113.17',
};
/** Lesson instants as the lesson notices' parameters carry them (notifications/repository.ts). */
const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

type Notice = typeof notifications.$inferInsert;
type NoticeOf = Omit<Notice, 'channel' | 'status' | 'dueAt' | 'createdAt'>;

export function inboxRows(
  h: History,
  ids: HistoryIds,
  c: HistoryContext,
  firstSlots: ReadonlyMap<number, number>,
) {
  const userRows: (typeof users.$inferInsert)[] = h.families.map((f, i) => ({
    id: ids.users[i]!,
    phone: f.phone,
    name: f.name,
    username: f.name,
    sex: f.sex,
    birth: f.birth,
    createdAt: f.createdAt,
    updatedAt: f.createdAt,
  }));
  // The guardian accepted the agreements when the family signed up.
  const consentRows: (typeof consents.$inferInsert)[] = h.families.map((f, i) => ({
    userId: ids.users[i]!,
    agreementVersion: AGREEMENT_VERSION,
    privacyVersion: PRIVACY_VERSION,
    acceptedAt: f.createdAt,
  }));

  const messageRows: (typeof teacherMessages.$inferInsert)[] = [];
  const surveyRows: (typeof surveys.$inferInsert)[] = [];
  const replyRows: (typeof schoolReplies.$inferInsert)[] = [];
  const audits: (typeof auditLog.$inferInsert & { subject?: (id: number) => NoticeOf[] })[] = [];
  const notices: Notice[] = [];
  const familyOf = (i: number) => ({ userId: ids.users[i]!, name: h.families[i]!.name });
  const actor = (role: StaffRoleKey) => ({
    staffId: c.staff[role].id,
    staffName: c.staff[role].name,
    role,
    ip: OFFICE_IP[role],
  });
  /** The in-app message (and its SMS when the event sends one by default) as delivered then. */
  const notice = (n: NoticeOf, at: Date, sms: boolean) => {
    // Read the same day unless it is recent; teachers read theirs on the desk.
    const read = at.getTime() < h.now.getTime() - 2 * 24 * 60 * MIN ? plus(at, 95 * MIN) : null;
    const base = {
      ...n,
      lessonId: n.lessonId ?? null,
      status: 'sent' as const,
      dueAt: at,
      createdAt: at,
      attempts: 0,
    };
    notices.push({ ...base, channel: 'inapp', sentAt: at, readAt: read });
    if (sms)
      notices.push({ ...base, channel: 'sms', attempts: 1, sentAt: plus(at, 2_000), readAt: null });
  };

  let messageN = 0;
  let surveyN = 0;
  let replyN = 0;
  for (const m of h.messages) {
    const family = familyOf(m.family);
    let sourceId: number;
    if (m.kind === 'message') {
      sourceId = ids.messages[messageN++]!;
      messageRows.push({
        id: sourceId,
        teacherId: c.teachers[m.teacher!]!.id,
        userId: family.userId,
        content: m.content,
        createdAt: m.at,
        readAt: m.read,
      });
    } else {
      sourceId = ids.surveys[surveyN++]!;
      const answers = { type: m.type!, content: m.content, contact: '' };
      surveyRows.push({
        id: sourceId,
        userId: family.userId,
        kind: 'feedback',
        answers,
        createdAt: m.at,
        updatedAt: m.at,
      });
    }
    if (!m.reply) continue;
    const staff = c.staff[m.reply.staff];
    const replyId = ids.replies[replyN++]!;
    replyRows.push({
      id: replyId,
      kind: m.kind,
      sourceId,
      userId: family.userId,
      text: m.reply.text,
      staffId: staff.id,
      staffName: staff.name,
      createdAt: m.reply.at,
      updatedAt: m.reply.at,
    });
    audits.push({
      ...actor(m.reply.staff),
      at: m.reply.at,
      action: 'message.reply',
      entity: 'message',
      entityId: `${m.kind}:${sourceId}`,
      before: null,
      after: { familyId: family.userId, text: m.reply.text },
    });
    notice(
      {
        userId: family.userId,
        event: 'school_reply',
        subjectId: replyId,
        params: { preview: replyPreview(m.reply.text), link: MY_MESSAGES_PATH, role: 'family' },
      },
      m.reply.at,
      false,
    );
  }

  for (const o of h.orders) {
    if (!o.paidAt) continue;
    const s = o.snapshot;
    const orderId = ids.orders[o.index]!;
    notice(
      {
        userId: ids.users[o.family]!,
        event: 'order_paid',
        subjectId: orderId,
        params: { orderId, orderNo: o.orderNo, amount: s.price, name: s.name, role: 'family' },
      },
      o.paidAt,
      false,
    );
  }

  const refund = h.credits.refund;
  const order = h.orders[refund.order]!;
  const orderId = ids.orders[refund.order]!;
  const refundId = ids.refunds[0]!;
  const finance = actor(refund.staff);
  audits.push(
    {
      ...finance,
      at: refund.createdAt,
      action: 'refund.create',
      entity: 'refund',
      entityId: String(refundId),
      before: null,
      after: {
        refundNo: refund.refundNo,
        orderNo: order.orderNo,
        amount: refund.amount,
        credits: refund.credits,
        reason: refund.reason,
        capAmount: refund.capAmount,
        override: false,
        gateway: order.gateway,
      },
    },
    {
      ...finance,
      at: refund.createdAt,
      action: 'order.refund',
      entity: 'order',
      entityId: String(orderId),
      before: { status: 'paid', refundedAmount: 0 },
      after: { status: 'paid', refundedAmount: refund.amount },
    },
  );
  notice(
    {
      userId: ids.users[order.family]!,
      event: 'refund_made',
      subjectId: refundId,
      params: { orderId, orderNo: order.orderNo, amount: refund.amount, role: 'family' },
    },
    refund.succeededAt,
    true,
  );

  for (const l of h.lessons) {
    if (!l.reassigned) continue;
    const lessonId = ids.lessons[l.index]!;
    const from = c.teachers[l.reassigned.from]!;
    const to = c.teachers[l.teacher]!;
    const family = familyOf(l.family);
    const at = l.reassigned.at;
    audits.push({
      ...actor(l.reassigned.staff),
      at,
      action: 'lesson.reassign',
      entity: 'lesson',
      entityId: String(lessonId),
      before: { teacherId: from.id, teacherName: from.name, slotId: firstSlots.get(l.index) },
      after: { teacherId: to.id, slotId: ids.slots[l.index], firstTeacherSlot: 'closed' },
      // The family and the new teacher (notifyLessons), then the teacher it was taken from.
      subject: (auditId) => {
        const told = (
          userId: number | null,
          role: string,
          params: Record<string, string | number>,
        ): NoticeOf[] =>
          userId === null
            ? []
            : [
                {
                  userId,
                  event: 'lesson_reassigned',
                  subjectId: auditId,
                  lessonId,
                  params: { ...params, role },
                },
              ];
        const now = {
          lessonId,
          startAt: isoSeconds(l.startAt),
          teacherName: to.name,
          studentName: family.name,
        };
        return [
          ...told(family.userId, 'family', now),
          ...told(to.userId, 'teacher', now),
          ...told(from.userId, 'teacher', {
            lessonId,
            startAt: l.startAt.toISOString(),
            teacherName: from.name,
            studentName: family.name,
            away: 1,
          }),
        ];
      },
    });
  }

  audits.sort((a, b) => a.at!.getTime() - b.at!.getTime());
  const auditRows = audits.map(({ subject, ...row }, i) => {
    const id = ids.audit[i]!;
    for (const n of subject?.(id) ?? []) notice(n, row.at!, true);
    return { ...row, id };
  });

  /** Each acting member signed in shortly before their last change. */
  const signIns = new Map<number, Date>();
  for (const a of auditRows) signIns.set(a.staffId!, plus(a.at!, -7 * MIN));

  return { userRows, consentRows, messageRows, surveyRows, replyRows, auditRows, notices, signIns };
}
