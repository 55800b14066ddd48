import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { SessionCache } from './sessionCache.ts';
import type { SessionRecord } from './sessionRepository.ts';
import { lastCode, requestCode, signIn } from './testing.ts';
import {
  changePassword,
  deleteAccount,
  editUser,
  logout,
  viewUser,
} from '@school/contract/api/basic';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const record = (userId: number, sessionId = userId): SessionRecord => ({
  sessionId,
  userId,
  lastUsedAt: new Date(),
  revoked: false,
  role: 'student',
  status: 'active',
  profile: {
    id: userId,
    phone: '13800000000',
    name: 'Kid',
    username: '',
    sex: 0,
    birth: '2018-01-01',
    avatar: null,
    hasPassword: false,
    role: 'student',
  },
});

describe('SessionCache', () => {
  it('keeps a record for its lifetime only', async () => {
    const cache = new SessionCache(40, null);
    cache.keep('a', record(1), cache.mark());
    expect(cache.get('a')?.userId).toBe(1);
    await sleep(60);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every session of a user, and no other', async () => {
    const cache = new SessionCache(60_000, null);
    cache.keep('a', record(1, 1), cache.mark());
    cache.keep('b', record(1, 2), cache.mark());
    cache.keep('c', record(2, 3), cache.mark());
    await cache.forgetUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe(2);
  });

  it('does not keep a row read before a change was committed', async () => {
    const cache = new SessionCache(60_000, null);
    const mark = cache.mark();
    await cache.forgetUser(1); // the change commits while the read is under way
    cache.keep('a', record(1), mark);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its number of entries, dropping the oldest', () => {
    const cache = new SessionCache(60_000, null, undefined, 2);
    for (const [h, u] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.keep(h, record(u), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.userId).toBe(2);
    expect(cache.get('c')?.userId).toBe(3);
  });

  it('keeps nothing when turned off', () => {
    const cache = new SessionCache(0, null);
    cache.keep('a', record(1), cache.mark());
    expect(cache.get('a')).toBeUndefined();
  });
});

/** What a family sees right after each change, with their login already read into the cache. */
describe('a change to an account is seen at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  const view = (token: string) => t.api(viewUser, undefined, { token });

  it('a profile edit', async () => {
    const { token } = await signIn(t, '13566660001');
    expect((await view(token)).body.data.name).not.toBe('Lily');
    const edit = await t.api(editUser, { name: 'Lily' }, { token });
    expect(edit.body.code).toBe(0);
    expect((await view(token)).body.data.name).toBe('Lily');
  });

  it('a logout', async () => {
    const { token } = await signIn(t, '13566660002');
    expect((await view(token)).body.code).toBe(0);
    await t.api(logout, {}, { token });
    expect((await view(token)).body.code).toBe(1003);
  });

  it('a password change signs out the other devices', async () => {
    const phone = '13566660003';
    const phoneA = await signIn(t, phone);
    const tablet = await signIn(t, phone);
    expect((await view(tablet.token)).body.data.hasPassword).toBe(false);
    t.clock.advance(61_000);
    await requestCode(t, phone, 'reset');
    const changed = await t.api(
      changePassword,
      { password: 'Garden2026!tree', code: lastCode(t, phone) },
      { token: phoneA.token },
    );
    expect(changed.body.code).toBe(0);
    expect((await view(tablet.token)).body.code).toBe(1003);
    expect((await view(phoneA.token)).body.data.hasPassword).toBe(true);
  });

  it('an account deleted', async () => {
    const phone = '13566660004';
    const { token } = await signIn(t, phone);
    expect((await view(token)).body.code).toBe(0);
    t.clock.advance(61_000);
    await requestCode(t, phone, 'delete');
    const gone = await t.api(deleteAccount, { code: lastCode(t, phone) }, { token });
    expect(gone.body.code).toBe(0);
    expect((await view(token)).body.code).toBe(1003);
  });
});

describe('a change made directly in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('is seen within SESSION_CACHE_SECONDS', async () => {
    const { token, userInfo } = await signIn(t, '13566660005');
    const view = () => t.api(viewUser, undefined, { token });
    expect((await view()).body.code).toBe(0);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userInfo.id));
    await sleep(1100);
    expect((await view()).body.code).toBe(3005);
  });
});

/** Two server copies on one PostgreSQL: a logout on one is refused on the other at once. */
describe.runIf(process.env.TEST_DB === 'postgres')('session cache across two copies', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    one = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
    two = await buildApp(one.config, { database: one.database, clock: one.clock, sms: one.sms });
    await two.ready();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('a logout on one copy reaches the other', async () => {
    const { token } = await signIn(one, '13566660006');
    const viewOnTwo = async () =>
      (
        await two.inject({
          method: 'GET',
          url: viewUser.path,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ code: number }>().code;
    expect(await viewOnTwo()).toBe(0); // now in copy two's cache
    await one.api(logout, {}, { token });
    // NOTIFY arrives within milliseconds; well under the 60 s the cache would otherwise keep it.
    let code = 0;
    for (let i = 0; i < 50 && code === 0; i++) {
      code = await viewOnTwo();
      if (code === 0) await sleep(20);
    }
    expect(code).toBe(1003);
  });
});
