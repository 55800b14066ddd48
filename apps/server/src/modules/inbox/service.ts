import type { OutputOf } from '@school/contract/endpoint';
import type { AdminInboxItem } from '@school/contract/api/admin/inbox';
import type { listMyMessages } from '@school/contract/api/inbox';
import type { FeedbackType } from '@school/contract/api/content';
import type { PageQuery } from '@school/contract/envelope';
import { addDays, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange } from '../audit/service.ts';
import { notify } from '../notifications/service.ts';
import * as repo from './repository.ts';

/**
 * The inbox (docs/design/console.md §7): families' messages to teachers and feedback in one list, the school's
 * reply to each, and the family's own list of both (我的消息). A reply is audited (entity
 * `message`) and tells the family (`school_reply`: in the app, and by push if they want it) in
 * its own transaction.
 */

/** Where the family reads replies (apps/web route table). */
export const MY_MESSAGES_PATH = '/pages/mine/mymessages';

const iso = (d: Date | string) => new Date(d).toISOString();

export interface InboxListInput {
  page: number;
  pageSize: number;
  order?: 'ascend' | 'descend';
  kind?: 'message' | 'feedback';
  answered?: boolean;
  from?: string;
  to?: string;
  familyId?: number;
}

export async function listInbox(
  ctx: AppContext,
  input: InboxListInput,
): Promise<{ list: AdminInboxItem[]; total: number }> {
  const tz = ctx.config.TIME_ZONE;
  const { rows, total } = await repo.pageInbox(
    ctx.db,
    {
      kind: input.kind,
      answered: input.answered,
      userId: input.familyId,
      order: input.order,
      from: input.from ? zonedDateTimeToInstant(input.from, '00:00', tz) : undefined,
      to: input.to ? zonedDateTimeToInstant(addDays(input.to, 1), '00:00', tz) : undefined,
    },
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return {
    total,
    list: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      familyId: Number(r.user_id),
      familyName: r.family_name || r.family_username,
      familyPhone: r.family_phone,
      teacherName: r.teacher_name,
      feedbackType: (r.feedback_type as FeedbackType | null) ?? null,
      contact: r.contact,
      content: r.content,
      createdAt: iso(r.created_at),
      reply:
        r.reply_text !== null && r.reply_at !== null
          ? { text: r.reply_text, staffName: r.reply_staff ?? '', at: iso(r.reply_at) }
          : null,
    })),
  };
}

/** 我的消息: only the caller's own messages and feedback (the filter is the caller's id). */
export async function listMine(
  ctx: AppContext,
  userId: number,
  page: PageQuery,
): Promise<OutputOf<typeof listMyMessages>> {
  const { rows, total } = await repo.pageInbox(
    ctx.db,
    { userId },
    page.pageSize,
    (page.page - 1) * page.pageSize,
  );
  return {
    list: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      teacherName: r.teacher_name,
      feedbackType: (r.feedback_type as FeedbackType | null) ?? null,
      content: r.content,
      createdAt: iso(r.created_at),
      reply:
        r.reply_text !== null && r.reply_at !== null
          ? { text: r.reply_text, at: iso(r.reply_at) }
          : null,
    })),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** The start of a reply, as its notification shows it. */
export const replyPreview = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);

/** The school's reply: written, audited and notified in one transaction. */
export async function reply(
  ctx: AppContext,
  actor: StaffActor,
  input: { kind: 'message' | 'feedback'; id: number; text: string },
) {
  const now = ctx.clock.now();
  return auditedChange(ctx.db, actor, async (tx, audit) => {
    const source = await repo.findSource(tx, input.kind, input.id);
    if (!source) throw notFound('留言不存在', 'No such message');
    const before = await repo.findReply(tx, input.kind, input.id);
    const replyId = await repo.upsertReply(tx, {
      kind: input.kind,
      sourceId: input.id,
      userId: source.userId,
      text: input.text,
      staffId: actor.staffId,
      staffName: actor.name,
      now,
    });
    await audit({
      action: before ? 'message.replyEdit' : 'message.reply',
      entity: 'message',
      entityId: `${input.kind}:${input.id}`,
      before: before ? { text: before.text, staffName: before.staffName } : undefined,
      after: { familyId: source.userId, text: input.text },
    });
    // Once per reply (the unique key): an edited reply does not notify again.
    await notify(
      tx,
      {
        event: 'school_reply',
        subjectId: replyId,
        recipients: [{ userId: source.userId, role: 'family' }],
        params: { preview: replyPreview(input.text), link: MY_MESSAGES_PATH },
      },
      now,
    );
    return { replyId };
  });
}

/** Account deletion: the school's replies to the family go with their messages. */
export const eraseRepliesOf = (db: Db, userId: number) => repo.deleteRepliesOf(db, userId);
