import { expect, it } from 'vitest';
import { matchesMaskedPhone, ownPhoneFrom } from './ownPhone.ts';

it('matches a phone to its mask by the first three and last four digits', () => {
  expect(matchesMaskedPhone('13812345678', '138****5678')).toBe(true);
  expect(matchesMaskedPhone('13912345678', '138****5678')).toBe(false);
  expect(matchesMaskedPhone('13812345679', '138****5678')).toBe(false);
  expect(matchesMaskedPhone('1381234567', '138****5678')).toBe(false);
  expect(matchesMaskedPhone('13812345678', '')).toBe(false);
});

it('finds the account’s phone among the phones this device logged in with', () => {
  const remembered = ['13900000001', '13812345678'];
  expect(ownPhoneFrom(remembered, '138****5678')).toBe('13812345678');
  expect(ownPhoneFrom(remembered, '137****5678')).toBe('');
  expect(ownPhoneFrom(remembered, undefined)).toBe('');
});
