import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent } from '../../../test/factories.ts';
import { teacherTags } from '../../db/schema/teachers.ts';
import { surveys } from '../../db/schema/content.ts';
import { eraseSurveysOf } from './surveyService.ts';
import { dictOptions, editSurvey, viewPreference } from '@school/contract/api/content';

describe('questionSurvey: class preference and feedback', () => {
  let t: TestApp;
  let kid: { id: number; token: string };
  let other: { id: number; token: string };
  const tag: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .insert(teacherTags)
      .values([
        { name: '耐心', group: 'style', sort: 1 },
        { name: '活泼', group: 'style', sort: 2 },
        { name: '发音', group: 'focus', sort: 3 },
      ])
      .returning();
    for (const r of rows) tag[r.name] = r.id;
    kid = await createStudent(t.database.db, t.clock.now());
    other = await createStudent(t.database.db, t.clock.now());
  });
  afterAll(() => t.close());

  it('offers the teacher tags of each group as preference options', async () => {
    const style = await t.api(dictOptions, { type: 'teacherStyle' });
    expect(style.body.data.list).toEqual([
      { value: tag['耐心'], label: '耐心' },
      { value: tag['活泼'], label: '活泼' },
    ]);
    const focus = await t.api(dictOptions, { type: 'focusSkill' });
    expect(focus.body.data.list).toEqual([{ value: tag['发音'], label: '发音' }]);
  });

  it('keeps one preference per user, replaced on each save, and shows it back', async () => {
    expect((await t.api(viewPreference, undefined, { token: kid.token })).body.data).toBeNull();
    const first = await t.api(
      editSurvey,
      {
        kind: 'preference',
        answers: { teacherSex: 2, teacherStyle: [tag['耐心']!], focusSkill: [tag['发音']!] },
      },
      { token: kid.token },
    );
    expect(first.body.code).toBe(0);
    const second = await t.api(
      editSurvey,
      {
        kind: 'preference',
        answers: {
          teacherSex: 0,
          teacherStyle: [tag['活泼']!, tag['活泼']!],
          note: '希望多讲绘本',
        },
      },
      { token: kid.token },
    );
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.answers).toEqual({
      teacherSex: 0,
      teacherStyle: [tag['活泼']!],
      focusSkill: [],
      note: '希望多讲绘本',
    });
    const view = await t.api(viewPreference, undefined, { token: kid.token });
    expect(view.body.data).toMatchObject({ kind: 'preference', answers: second.body.data.answers });
    const rows = await t.database.db.select().from(surveys).where(eq(surveys.userId, kid.id));
    expect(rows).toHaveLength(1);
    expect((await t.api(viewPreference, undefined, { token: other.token })).body.data).toBeNull();
  });

  it('refuses options that are not offered, and unknown fields', async () => {
    const send = (answers: unknown) =>
      t.api(editSurvey, { kind: 'preference', answers } as never, {
        token: kid.token,
        // The call allows 10 a minute per client address.
        remoteAddress: '10.0.0.3',
      });
    const wrongGroup = await send({ teacherStyle: [tag['发音']] });
    expect(wrongGroup.body.code).toBe(1001);
    expect(JSON.stringify(wrongGroup.body.data)).toMatch(/teacherStyle/);
    expect((await send({ focusSkill: [99999] })).body.code).toBe(1001);
    expect((await send({ teacherSex: 3 })).body.code).toBe(1001);
    expect((await send({ colour: 'red' })).body.code).toBe(1001);
    const quiz = await t.api(editSurvey, { kind: 'quiz', answers: {} } as never, {
      token: kid.token,
      remoteAddress: '10.0.0.3',
    });
    expect(quiz.body.code).toBe(1001);
  });

  it('stores each feedback message; needs a signed-in user', async () => {
    const send = (answers: unknown, token = kid.token) =>
      t.api(editSurvey, { kind: 'feedback', answers } as never, { token });
    const a = await send({
      type: 'suggestion',
      content: '希望增加更多绘本',
      contact: 'wx: lucy_mum',
    });
    expect(a.body).toMatchObject({
      code: 0,
      data: { kind: 'feedback', answers: { type: 'suggestion', content: '希望增加更多绘本' } },
    });
    await send({ type: 'bug', content: '视频有时加载慢' });
    expect((await send({ type: 'spam', content: 'x' })).body.code).toBe(1001);
    expect((await send({ type: 'bug', content: '   ' })).body.code).toBe(1001);
    expect((await send({ type: 'bug', content: 'x' }, '')).body.code).toBe(1002);
    const rows = await t.database.db.select().from(surveys).where(eq(surveys.kind, 'feedback'));
    expect(rows).toHaveLength(2);
  });

  it('account deletion erases the family’s surveys', async () => {
    await eraseSurveysOf(t.database.db, kid.id);
    expect(await t.database.db.select().from(surveys).where(eq(surveys.userId, kid.id))).toEqual(
      [],
    );
    expect((await t.api(viewPreference, undefined, { token: kid.token })).body.data).toBeNull();
  });
});
