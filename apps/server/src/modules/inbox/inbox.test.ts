import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createTeacher } from '../../../test/factories.ts';
import { signIn } from '../auth/testing.ts';
import { staffToken } from '../staff/testing.ts';
import { sendTeacherMessage } from '@school/contract/api/teachers';
import { editSurvey } from '@school/contract/api/content';
import { listAdminInbox, replyAdminInbox } from '@school/contract/api/admin/inbox';
import { listMyMessages } from '@school/contract/api/inbox';
import { listAudit } from '@school/contract/api/admin/audit';
import { listMessages } from '@school/contract/api/notifications';

/**
 * The inbox (docs/design/console.md §7): families' messages to teachers and feedback in one list, filtered;
 * the school's reply reaches the family's 我的消息 and message centre, and nobody else's.
 */
describe('console inbox', () => {
  let t: TestApp;
  let support: { token: string; name: string };
  let owner: string;
  let content: string;
  let finance: string;
  let teacherId: number;
  let mia: { token: string; id: number };
  let leo: { token: string; id: number };
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
    const s = await staffToken(t, 'support');
    support = { token: s.token, name: s.member.name };
    owner = (await staffToken(t, 'owner')).token;
    content = (await staffToken(t, 'content')).token;
    finance = (await staffToken(t, 'finance')).token;
    teacherId = await createTeacher(t.database.db, { name: 'Ms Amy' });
    const a = await signIn(t, '13822220001');
    mia = { token: a.token, id: a.userInfo.id };
    const b = await signIn(t, '13822220002');
    leo = { token: b.token, id: b.userInfo.id };
    await t.api(sendTeacherMessage, { teacherId, content: 'Mia 想多练口语' }, { token: mia.token });
    t.clock.advance(60_000);
    await t.api(
      editSurvey,
      { kind: 'feedback', answers: { type: 'course', content: '上课时声音有回声' } },
      { token: mia.token },
    );
    t.clock.advance(60_000);
    await t.api(
      editSurvey,
      { kind: 'feedback', answers: { type: 'other', content: 'Leo 的反馈' } },
      { token: leo.token },
    );
  });
  afterAll(() => t.close());

  const inbox = (token: string, query: Record<string, string> = {}) =>
    t.api(listAdminInbox, query, { token });
  const mine = (token: string) => t.api(listMyMessages, undefined, { token });
  const reply = (token: string, body: unknown) => t.api(replyAdminInbox, body as never, { token }); // bad input too
  const audit = async () =>
    (await t.api(listAudit, { pageSize: '100' }, { token: owner })).body.data.list.filter(
      (r) => r.entity === 'message',
    );

  it('lists messages and feedback in one list, newest first, filtered by kind', async () => {
    const all = await inbox(support.token);
    expect(all.body.code).toBe(0);
    expect(all.body.data.list.map((i) => i.content)).toEqual([
      'Leo 的反馈',
      '上课时声音有回声',
      'Mia 想多练口语',
    ]);
    expect(all.body.data.list[2]).toMatchObject({ kind: 'message', teacherName: 'Ms Amy' });
    const messages = await inbox(support.token, { kind: 'message' });
    expect(messages.body.data.list.map((i) => i.kind)).toEqual(['message']);
    const feedback = await inbox(support.token, { kind: 'feedback', familyId: String(mia.id) });
    expect(feedback.body.data.list.map((i) => i.content)).toEqual(['上课时声音有回声']);
  });

  it('refuses roles without the permission (3003) and writes no audit row for them', async () => {
    expect((await inbox(content)).body.code).toBe(3003);
    expect((await inbox(finance)).body.code).toBe(3003);
    const [first] = (await inbox(owner)).body.data.list;
    expect((await reply(content, { kind: first!.kind, id: first!.id, text: 'hi' })).body.code).toBe(
      3003,
    );
    expect(
      (await reply(support.token, { kind: 'message', id: 99_999, text: 'hi' })).body.code,
    ).toBe(2001);
    expect(await audit()).toEqual([]);
  });

  it('a reply reaches the family’s 我的消息 and message centre, never another family', async () => {
    const message = (await inbox(support.token, { kind: 'message' })).body.data.list[0]!;
    const sent = await reply(support.token, {
      kind: 'message',
      id: message.id,
      text: '老师已收到，下节课会多安排口语练习',
    });
    expect(sent.body.code).toBe(0);

    const list = await mine(mia.token);
    expect(list.body.code).toBe(0);
    expect(list.body.data.list.find((m) => m.kind === 'message')?.reply?.text).toBe(
      '老师已收到，下节课会多安排口语练习',
    );
    expect(list.body.data.total).toBe(2);
    // Leo sees his own feedback only, and no reply.
    const his = await mine(leo.token);
    expect(his.body.data.list.map((m) => m.content)).toEqual(['Leo 的反馈']);
    expect(his.body.data.list[0]!.reply).toBeNull();

    const centre = await t.api(listMessages, undefined, { token: mia.token });
    expect(centre.body.data.list[0]).toMatchObject({
      title: '学校回复了您的留言',
      body: '老师已收到，下节课会多安排口语练习',
      link: '/pages/mine/mymessages',
    });
    const leoCentre = await t.api(listMessages, undefined, { token: leo.token });
    expect(leoCentre.body.data.total).toBe(0);

    // Answered or not; the reply names the staff member; the audit row is there.
    const answered = await inbox(support.token, { answered: 'true' });
    expect(answered.body.data.list.map((i) => i.id)).toEqual([message.id]);
    expect(answered.body.data.list[0]!.reply?.staffName).toBe(support.name);
    const open = await inbox(support.token, { answered: 'false' });
    expect(open.body.data.total).toBe(2);
    expect((await audit()).map((r) => [r.action, r.entityId])).toEqual([
      ['message.reply', `message:${message.id}`],
    ]);

    // A second reply replaces the first and does not notify again.
    await reply(support.token, { kind: 'message', id: message.id, text: '更正：周五安排' });
    expect(
      (await mine(mia.token)).body.data.list.find((m) => m.kind === 'message')?.reply?.text,
    ).toBe('更正：周五安排');
    const again = await t.api(listMessages, undefined, { token: mia.token });
    expect(again.body.data.total).toBe(1);
  });

  it('a family without a token gets 1002; staff tokens are not family tokens', async () => {
    expect((await t.api(listMyMessages)).body.code).toBe(1002);
    expect((await mine(support.token)).body.code).toBe(1003);
  });
});
