import { AVATAR_MAX_BYTES, AVATAR_TYPES, editUser } from '@school/contract/api/basic';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES as CLIENT_MAX,
  AVATAR_MIME_TYPES,
  checkAvatarFile,
  checkBirth,
  checkEnglishName,
  NAME_MAX,
} from './rules.ts';

describe('the restated limits', () => {
  it('are the contract’s', () => {
    expect(CLIENT_MAX).toBe(AVATAR_MAX_BYTES);
    expect([...AVATAR_MIME_TYPES]).toEqual([...AVATAR_TYPES]);
    const name = 'A'.repeat(NAME_MAX);
    expect(editUser.input.safeParse({ name }).success).toBe(true);
    expect(editUser.input.safeParse({ name: `${name}A` }).success).toBe(false);
  });
});

describe('checkEnglishName', () => {
  it.each([
    ['', 'account.errors.nameRequired'],
    ['   ', 'account.errors.nameRequired'],
    ['小明', 'account.errors.nameLetters'],
    ['1Lucy', 'account.errors.nameLetters'],
    ['Lucy<b>', 'account.errors.nameLetters'],
    ['A'.repeat(41), 'account.errors.nameTooLong'],
  ])('refuses %j with %s', (value, error) => {
    expect(checkEnglishName(value)).toBe(error);
  });

  it.each(['Lucy', 'Mary-Jane', 'Dr. Li', 'Zoë', ' Max ', 'A'.repeat(40)])('takes %j', (v) => {
    expect(checkEnglishName(v)).toBeNull();
  });
});

describe('checkBirth', () => {
  const today = '2026-06-15';
  it('takes today and dates up to 150 years back', () => {
    expect(checkBirth('2026-06-15', today)).toBeNull();
    expect(checkBirth('1876-06-15', today)).toBeNull();
  });
  it('refuses the future and more than 150 years back', () => {
    expect(checkBirth('2026-06-16', today)).toBe('account.errors.birthFuture');
    expect(checkBirth('1876-06-14', today)).toBe('account.errors.birthTooEarly');
  });
});

describe('checkAvatarFile', () => {
  it('takes jpg, png and webp up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('refuses other types, larger files and empty ones', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('account.errors.avatarType');
    expect(checkAvatarFile({ type: 'text/html', size: 10 })).toBe('account.errors.avatarType');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'account.errors.avatarSize',
    );
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('account.errors.avatarEmpty');
  });
  it('leaves an untyped file to the server, which reads its bytes', () => {
    expect(checkAvatarFile({ type: '', size: 10 })).toBeNull();
  });
});
