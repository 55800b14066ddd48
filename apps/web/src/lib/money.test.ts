import { describe, expect, it } from 'vitest';
import { formatFen } from './money.ts';

describe('formatFen', () => {
  it.each([
    [0, '¥0.00'],
    [1, '¥0.01'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [120_000, '¥1,200.00'],
    [228_050, '¥2,280.50'],
    [123_456_789, '¥1,234,567.89'],
    [-1_500, '-¥15.00'],
  ])('%i fen is %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it('never shows NaN', () => {
    expect(formatFen(Number.NaN)).toBe('¥0.00');
  });
});
