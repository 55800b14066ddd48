import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from './sessions.ts';
import { signIn } from './testing.ts';
import { logout, viewUser } from '@school/contract/api/basic';

const DAY = 24 * 3600_000;

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const view = (token?: string, headers?: Record<string, string>) =>
    t.api(viewUser, undefined, { token, headers });

  it('stores only the SHA-256 of a token', async () => {
    const { token } = await signIn(t, '13544440001');
    const rows = await t.database.db.execute(sql`select * from sessions`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).toContain(hashToken(token));
  });

  it('answers 1002 without a token and 1003 for an unknown one', async () => {
    const none = await view();
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(1002);
    const unknown = await view('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(1003);
    const tooLong = await view('x'.repeat(500));
    expect(tooLong.body.code).toBe(1003);
  });

  it('accepts the seed client’s bare token header as well as Bearer', async () => {
    const { token } = await signIn(t, '13544440002');
    expect((await view(undefined, { authorization: token })).body.code).toBe(0);
    expect((await view(token)).body.code).toBe(0);
  });

  it('slides: 29 idle days are fine and each use extends; 31 idle days expire', async () => {
    const { token } = await signIn(t, '13544440003');
    t.clock.advance(29 * DAY);
    expect((await view(token)).body.code).toBe(0);
    t.clock.advance(29 * DAY);
    expect((await view(token)).body.code).toBe(0);
    t.clock.advance(31 * DAY);
    const expired = await view(token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(1003);
  });

  it('revokes the current session on logout, and only that one', async () => {
    const phone = '13544440004';
    const a = await signIn(t, phone);
    const b = await signIn(t, phone);
    const out = await t.api(logout, {}, { token: a.token });
    expect(out.body).toEqual({ code: 0, message: 'success', data: null });
    expect((await view(a.token)).body.code).toBe(1003);
    expect((await view(b.token)).body.code).toBe(0);
    const noToken = await t.api(logout, {});
    expect(noToken.body.code).toBe(1002);
  });

  it('answers 3005 once an account is disabled', async () => {
    const { token, userInfo } = await signIn(t, '13544440005');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userInfo.id));
    const res = await view(token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(3005);
  });
});
