import { describe, expect, it } from 'vitest';
import {
  generateSmsCode,
  hashSmsCode,
  isLastTry,
  judgeSmsCode,
  resendWaitSeconds,
  SMS_CODE_TTL_MS,
  type StoredSmsCode,
} from './smsRules.ts';

const SECRET = 'test-secret-of-enough-length';
const now = new Date('2026-11-23T02:00:00Z');
const stored = (over: Partial<StoredSmsCode> = {}): StoredSmsCode => ({
  purpose: 'login',
  codeHash: hashSmsCode(SECRET, '13900000000', 'login', '123456'),
  sentAt: now,
  expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
  attempts: 0,
  usedAt: null,
  ...over,
});
const typed = (code: string, purpose: 'login' | 'reset' = 'login') =>
  hashSmsCode(SECRET, '13900000000', purpose, code);

describe('SMS code rules', () => {
  it('generates six digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateSmsCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('hashes with the secret, phone and purpose, never storing the code itself', () => {
    const h = hashSmsCode(SECRET, '13900000000', 'login', '123456');
    expect(h).not.toContain('123456');
    expect(h).toBe(hashSmsCode(SECRET, '13900000000', 'login', '123456'));
    expect(h).not.toBe(hashSmsCode('another-secret-value', '13900000000', 'login', '123456'));
    expect(h).not.toBe(hashSmsCode(SECRET, '13900000001', 'login', '123456'));
    expect(h).not.toBe(hashSmsCode(SECRET, '13900000000', 'reset', '123456'));
  });

  it('accepts the right code while it is live', () => {
    expect(judgeSmsCode(stored(), 'login', typed('123456'), now)).toBe('ok');
    const justBefore = new Date(now.getTime() + SMS_CODE_TTL_MS - 1);
    expect(judgeSmsCode(stored(), 'login', typed('123456'), justBefore)).toBe('ok');
  });

  it('calls a live code that does not match wrong', () => {
    expect(judgeSmsCode(stored(), 'login', typed('654321'), now)).toBe('wrong');
  });

  it('treats no code, an expired, used, exhausted or other-purpose code as spent', () => {
    expect(judgeSmsCode(undefined, 'login', typed('123456'), now)).toBe('spent');
    const atExpiry = new Date(now.getTime() + SMS_CODE_TTL_MS);
    expect(judgeSmsCode(stored(), 'login', typed('123456'), atExpiry)).toBe('spent');
    expect(judgeSmsCode(stored({ usedAt: now }), 'login', typed('123456'), now)).toBe('spent');
    expect(judgeSmsCode(stored({ attempts: 5 }), 'login', typed('123456'), now)).toBe('spent');
    expect(judgeSmsCode(stored({ attempts: 4 }), 'login', typed('123456'), now)).toBe('ok');
    expect(judgeSmsCode(stored(), 'reset', typed('123456', 'reset'), now)).toBe('spent');
  });

  it('knows the fifth wrong try is the last', () => {
    expect(isLastTry(3)).toBe(false);
    expect(isLastTry(4)).toBe(true);
  });

  it('says how many seconds are left before a resend', () => {
    expect(resendWaitSeconds(now, now)).toBe(60);
    expect(resendWaitSeconds(now, new Date(now.getTime() + 59_001))).toBe(1);
    expect(resendWaitSeconds(now, new Date(now.getTime() + 30_500))).toBe(30);
    expect(resendWaitSeconds(now, new Date(now.getTime() + 60_000))).toBe(0);
  });
});
