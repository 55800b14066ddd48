import { password, phone, smsCode } from '@school/contract/api/basic';
import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkConfirm,
  checkLoginPassword,
  checkNewPassword,
  checkPhone,
} from './validation.ts';

describe('phone', () => {
  it('requires a value, then an 11-digit number starting 1[3-9]', () => {
    expect(checkPhone('')).toBe('auth.errors.phoneRequired');
    expect(checkPhone('   ')).toBe('auth.errors.phoneRequired');
    expect(checkPhone('13812345678')).toBeNull();
    expect(checkPhone('19912345678')).toBeNull();
    expect(checkPhone('12812345678')).toBe('auth.errors.phoneInvalid');
    expect(checkPhone('1381234567')).toBe('auth.errors.phoneInvalid');
    expect(checkPhone('138123456789')).toBe('auth.errors.phoneInvalid');
    expect(checkPhone('1381234567a')).toBe('auth.errors.phoneInvalid');
  });

  it('agrees with the contract schema the server applies', () => {
    const samples = ['13812345678', '10012345678', '1381234567', '23812345678', '15900000000', '1'];
    for (const s of samples) expect(checkPhone(s) === null, s).toBe(phone.safeParse(s).success);
  });
});

describe('code', () => {
  it('requires a value, then exactly 6 digits', () => {
    expect(checkCode('')).toBe('auth.errors.codeRequired');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12345')).toBe('auth.errors.codeInvalid');
    expect(checkCode('1234567')).toBe('auth.errors.codeInvalid');
    expect(checkCode('12a456')).toBe('auth.errors.codeInvalid');
  });

  it('agrees with the contract schema', () => {
    for (const s of ['123456', '000000', '12345', '1234567', 'abcdef'])
      expect(checkCode(s) === null, s).toBe(smsCode.safeParse(s).success);
  });
});

describe('passwords', () => {
  it('a login password is only required', () => {
    expect(checkLoginPassword('')).toBe('auth.errors.passwordRequired');
    expect(checkLoginPassword('x')).toBeNull();
  });

  it('a new password has 8 to 64 characters, like the contract says', () => {
    expect(checkNewPassword('')).toBe('auth.errors.passwordRequired');
    expect(checkNewPassword('1234567')).toBe('auth.errors.passwordLength');
    expect(checkNewPassword('12345678')).toBeNull();
    expect(checkNewPassword('x'.repeat(64))).toBeNull();
    expect(checkNewPassword('x'.repeat(65))).toBe('auth.errors.passwordLength');
    for (const n of [7, 8, 64, 65]) {
      const s = 'p'.repeat(n);
      expect(checkNewPassword(s) === null, String(n)).toBe(password.safeParse(s).success);
    }
  });

  it('the confirmation must match', () => {
    expect(checkConfirm('', 'abcdefgh')).toBe('auth.errors.passwordRequired');
    expect(checkConfirm('abcdefgx', 'abcdefgh')).toBe('auth.errors.passwordMismatch');
    expect(checkConfirm('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
