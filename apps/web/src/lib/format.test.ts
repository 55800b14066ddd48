import { expect, it } from 'vitest';
import { maskPhone } from './format.ts';

it('masks the middle four digits of a phone number', () => {
  expect(maskPhone('13812345678')).toBe('138****5678');
  expect(maskPhone('138****5678')).toBe('138****5678');
  expect(maskPhone('')).toBe('');
  expect(maskPhone(undefined)).toBe('');
});
