import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@school/contract/api/basic';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signIn } from '../auth/testing.ts';
import {
  avatarProblem,
  birthProblem,
  dateIn,
  englishNameProblem,
  isRealDate,
  maskPhone,
} from './profileRules.ts';
import { editUser, viewUser } from '@school/contract/api/basic';

describe('profile rules', () => {
  it('masks the phone', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(maskPhone(null)).toBe('');
  });

  it('takes English names of letters, spaces, - and .', () => {
    for (const ok of ['Lucy', 'Mary Ann', 'Jean-Luc', 'St. John', 'Zoë', 'A'])
      expect(englishNameProblem('name', ok), ok).toBeNull();
    for (const bad of ['小明', 'Lucy1', '<b>x</b>', '-Lucy', ' ', 'Lucy!', 'a'.repeat(41)])
      expect(englishNameProblem('name', bad), bad).not.toBeNull();
    expect(englishNameProblem('username', 'Tom_1')!.zh).toMatch(/^username: /);
  });

  it('takes real birth dates, not in the future, within 150 years', () => {
    const today = '2026-11-23';
    expect(birthProblem('2019-02-18', today)).toBeNull();
    expect(birthProblem('2026-11-23', today)).toBeNull();
    expect(birthProblem('1876-11-23', today)).toBeNull();
    expect(birthProblem('1876-11-22', today)!.en).toContain('150 years');
    expect(birthProblem('2026-11-24', today)!.en).toContain('future');
    expect(birthProblem('2019-02-30', today)!.en).toContain('real date');
    expect(birthProblem('2019-13-01', today)).not.toBeNull();
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('1900-02-29')).toBe(false);
  });

  it('takes avatars that are site paths or https URLs', () => {
    expect(avatarProblem(null)).toBeNull();
    expect(avatarProblem('/uploads/avatars/ab12.webp')).toBeNull();
    expect(avatarProblem('https://cdn.example.com/a.png')).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/a b.png',
      '/a"onerror=x.png',
      'data:image/png;base64,AAAA',
    ])
      expect(avatarProblem(bad), bad).not.toBeNull();
  });

  it('finds the school’s date of an instant', () => {
    const at = new Date('2026-11-23T17:00:00Z');
    expect(dateIn('Asia/Shanghai', at)).toBe('2026-11-24');
    expect(dateIn('UTC', at)).toBe('2026-11-23');
  });
});

describe('clientUsers/view and edit', () => {
  let t: TestApp;
  let a: { token: string; userInfo: UserInfo };
  let b: { token: string; userInfo: UserInfo };
  beforeAll(async () => {
    t = await createTestApp();
    a = await signIn(t, '13455550001');
    b = await signIn(t, '13455550002');
  });
  afterAll(() => t.close());

  const view = (token: string) => t.api(viewUser, undefined, { token });
  const edit = (token: string, body: unknown) => t.api(editUser, body as never, { token }); // bad input too

  it('returns the caller’s profile in the userInfo shape with the phone masked', async () => {
    const res = await view(a.token);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      id: a.userInfo.id,
      phone: '134****0001',
      name: '',
      username: '',
      sex: 0,
      birth: '2019-02-18',
      avatar: null,
      hasPassword: false,
      role: 'student',
    });
  });

  it('edits the profile and returns the new userInfo', async () => {
    const res = await edit(a.token, {
      name: '  Lucy Li ',
      username: 'Lucy',
      sex: 2,
      birth: '2018-06-01',
      avatar: null,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      name: 'Lucy Li',
      username: 'Lucy',
      sex: 2,
      birth: '2018-06-01',
      avatar: null,
    });
    expect((await view(a.token)).body.data).toEqual(res.body.data);
    const partial = await edit(a.token, { sex: 1 });
    expect(partial.body.data).toMatchObject({ name: 'Lucy Li', sex: 1 });
    expect((await edit(a.token, {})).body.data.name).toBe('Lucy Li');
    expect((await edit(a.token, { avatar: null })).body.data.avatar).toBeNull();
  });

  it('refuses bad fields with messages naming them', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'Lucy<script>' }, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(41) }, 'name'],
      [{ sex: 3 }, 'sex'],
      [{ sex: '1' }, 'sex'],
      [{ birth: '2019-02-30' }, 'birth'],
      [{ birth: '2099-01-01' }, 'birth'],
      [{ birth: '1800-01-01' }, 'birth'],
      [{ birth: '18-01-01' }, 'birth'],
      [{ avatar: 'javascript:alert(1)' }, 'avatar'],
      // Only a file this server stored for this user (by uploading it) may be an avatar.
      [{ avatar: '/static/demo/avatars/lucy.webp' }, 'avatar'],
      [{ avatar: 'https://cdn.example.com/a.png' }, 'avatar'],
      [{ role: 'teacher' }, 'role'],
      [{ phone: '13900000000' }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const res = await edit(a.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(JSON.stringify(res.body.data), JSON.stringify(body)).toContain(field);
    }
    expect((await view(a.token)).body.data.role).toBe('student');
  });

  it('gives each caller only their own profile', async () => {
    await edit(b.token, { name: 'Tom' });
    const asA = await view(a.token);
    const asB = await view(b.token);
    expect(asA.body.data.id).toBe(a.userInfo.id);
    expect(asB.body.data.id).toBe(b.userInfo.id);
    expect(asB.body.data.name).toBe('Tom');
    expect(asA.body.data.name).not.toBe('Tom');
    // Ids in the query or body are ignored, not obeyed.
    const sneaky = await t.api(viewUser, { id: String(a.userInfo.id) } as never, {
      token: b.token,
    });
    expect(sneaky.body.data?.id ?? b.userInfo.id).toBe(b.userInfo.id);
    const sneakyEdit = await edit(b.token, { id: a.userInfo.id, name: 'Hacker' });
    expect(sneakyEdit.body.code).toBe(1001);
    expect((await view(a.token)).body.data.name).not.toBe('Hacker');
  });

  it('answers 1002 without a token', async () => {
    expect((await t.api(viewUser)).body.code).toBe(1002);
    expect((await t.api(editUser, {})).body.code).toBe(1002);
  });
});
