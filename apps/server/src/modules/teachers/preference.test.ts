import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createStudent, createTag, createTeacher } from '../../../test/factories.ts';
import { editCollection, listTeachers } from '@school/contract/api/teachers';
import { editSurvey } from '@school/contract/api/content';

describe('teacher/list ranked by the viewer’s class preference', () => {
  let t: TestApp;
  const id: Record<string, number> = {};
  const tag: Record<string, number> = {};
  let kid: { id: number; token: string };
  let plain: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    tag.patient = await createTag(db, '耐心');
    tag.lively = await createTag(db, '活泼');
    tag.phonics = await createTag(db, '自然拼读', 'focus');
    // Usual order (sort): a, b, c, d, e.
    id.a = await createTeacher(db, { name: 'A', sex: 1, tags: [tag.patient!], sort: 1 });
    id.b = await createTeacher(db, { name: 'B', sex: 2, tags: [], sort: 2 });
    id.c = await createTeacher(db, {
      name: 'C',
      sex: 2,
      tags: [tag.patient!, tag.phonics!],
      sort: 3,
    });
    id.d = await createTeacher(db, {
      name: 'D',
      sex: 1,
      tags: [tag.patient!, tag.phonics!],
      sort: 4,
    });
    id.e = await createTeacher(db, { name: 'E', sex: 2, tags: [tag.lively!], sort: 5 });
    kid = await createStudent(db, t.clock.now());
    plain = await createStudent(db, t.clock.now());
  });
  afterAll(() => t.close());

  const names = async (token?: string, query: Record<string, string> = {}) => {
    const res = await t.api(listTeachers, query, { token });
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.data.list.map((x) => x.name);
  };
  const prefer = (answers: Record<string, unknown>) =>
    t.api(editSurvey, { kind: 'preference', answers }, { token: kid.token });

  it('keeps the usual order without a preference or a session', async () => {
    expect(await names()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(await names(plain.token)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(await names(kid.token)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('puts the preferred sex first, then more matching tags, stable after', async () => {
    const saved = await prefer({
      teacherSex: 2,
      teacherStyle: [tag.patient],
      focusSkill: [tag.phonics],
    });
    expect(saved.body.code).toBe(0);
    expect(await names(kid.token)).toEqual(['C', 'B', 'E', 'D', 'A']);
    // Other viewers are not affected.
    expect(await names(plain.token)).toEqual(['A', 'B', 'C', 'D', 'E']);
    // Filters still apply; paging follows the ranked order.
    expect(await names(kid.token, { sex: '1' })).toEqual(['D', 'A']);
    expect(await names(kid.token, { page: '1', pageSize: '2' })).toEqual(['C', 'B']);
    expect(await names(kid.token, { page: '2', pageSize: '2' })).toEqual(['E', 'D']);
  });

  it('ranks by tags alone when any sex will do', async () => {
    await prefer({ teacherSex: 0, teacherStyle: [tag.lively], focusSkill: [] });
    expect(await names(kid.token)).toEqual(['E', 'A', 'B', 'C', 'D']);
  });

  it('keeps favourites first when asked, the preference after', async () => {
    await prefer({ teacherSex: 1, teacherStyle: [], focusSkill: [] });
    await t.api(editCollection, { teacherId: id.e, collected: true }, { token: kid.token });
    expect(await names(kid.token, { favouritesFirst: 'true' })).toEqual(['E', 'A', 'D', 'B', 'C']);
  });

  it('pages through favourites first and the ranked rest without losing or repeating one', async () => {
    await t.api(editCollection, { teacherId: id.c, collected: true }, { token: kid.token });
    const all = await names(kid.token, { favouritesFirst: 'true' });
    // Favourites in the preference's order (sex 1 matches neither), then the rest ranked.
    expect(all).toEqual(['C', 'E', 'A', 'D', 'B']);
    const pages = [];
    for (const page of ['1', '2', '3'])
      pages.push(...(await names(kid.token, { favouritesFirst: 'true', page, pageSize: '2' })));
    expect(pages).toEqual(all);
  });
});
