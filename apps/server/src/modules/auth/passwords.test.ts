import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './commonPasswords.ts';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  isCommonPassword,
  passwordProblem,
  verifyPassword,
} from './passwords.ts';
import {
  admitPasswordAttempt,
  lockMinutesLeft,
  type PasswordFailureState,
} from './passwordLockout.ts';

describe('password hashing', () => {
  it('stores scrypt N=2^17 r=8 p=1 with a 16-byte salt in a self-describing string', async () => {
    const a = await hashPassword('Correct-Horse-7');
    const b = await hashPassword('Correct-Horse-7');
    expect(a).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct-Horse-7', a)).toBe(true);
    expect(await verifyPassword('correct-horse-7', a)).toBe(false);
  });

  it('refuses malformed or out-of-bounds hashes instead of running them', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', DUMMY_PASSWORD_HASH)).toBe(false);
  });

  it('hashes without blocking the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await hashPassword('Correct-Horse-7');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });
});

describe('password rule', () => {
  it('ships at least the top 1000 common passwords', () => {
    const list = COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean);
    expect(list.length).toBeGreaterThanOrEqual(1000);
    expect(list.slice(0, 3)).toEqual(['password', '123456', '12345678']);
  });

  it('checks the list case-insensitively', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Demo2026!kid')).toBe(false);
  });

  it('wants 8 to 64 characters and nothing common, with the reason', () => {
    expect(passwordProblem('Correct-Horse-7')).toBeNull();
    expect(passwordProblem('熊猫爱吃竹子很久')).toBeNull();
    expect(passwordProblem('short1!')!.en).toContain('8 to 64');
    expect(passwordProblem('x'.repeat(65))!.en).toContain('8 to 64');
    expect(passwordProblem('baseball')!.en).toContain('most common');
    expect(passwordProblem('ILOVEYOU')!.zh).toContain('太常见');
  });
});

describe('password lockout rule', () => {
  const t0 = new Date('2026-11-23T02:00:00Z').getTime();
  const at = (minutes: number) => new Date(t0 + minutes * 60_000);

  /** Runs attempts at the given minutes, all wrong; returns the state and the admissions. */
  function attempts(minutes: number[], start?: PasswordFailureState) {
    let state = start;
    const admitted: boolean[] = [];
    for (const m of minutes) {
      const a = admitPasswordAttempt(state, at(m));
      admitted.push(a.admitted);
      if (a.admitted) state = a.next;
    }
    return { state, admitted };
  }

  it('locks for 15 minutes at the 5th failure within 15 minutes', () => {
    const { state, admitted } = attempts([0, 1, 2, 3, 4, 5, 18]);
    expect(admitted).toEqual([true, true, true, true, true, false, false]);
    expect(state!.lockedUntil).toEqual(at(19));
    expect(lockMinutesLeft(state!.lockedUntil!, at(5))).toBe(14);
    expect(admitPasswordAttempt(state, at(19)).admitted).toBe(true);
  });

  it('forgets failures older than 15 minutes', () => {
    const { state, admitted } = attempts([0, 4, 8, 12, 16, 20, 24]);
    expect(admitted.every(Boolean)).toBe(true);
    expect(state!.lockedUntil).toBeNull();
    expect(state!.failedAt).toHaveLength(4);
  });

  it('counts from zero again after a lock', () => {
    const { state } = attempts([0, 1, 2, 3, 4]);
    const after = attempts([20, 21, 22, 23], state);
    expect(after.admitted.every(Boolean)).toBe(true);
    expect(after.state!.lockedUntil).toBeNull();
  });
});
