import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money.ts';

describe('money', () => {
  it('fen <-> yuan strings with two decimals, exactly', () => {
    expect(fenToYuan(120_000)).toBe('1200.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(228_005)).toBe('2280.05');
    expect(yuanToFen('1200.00')).toBe(120_000);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('2280.05')).toBe(228_005);
  });

  it('refuses what is not a plain amount', () => {
    for (const bad of ['', '-1.00', '1e3', '1.005', ' 1.00', '1,200.00', undefined])
      expect(yuanToFen(bad)).toBeNull();
    expect(() => fenToYuan(-1)).toThrow(RangeError);
    expect(() => fenToYuan(0.5)).toThrow(RangeError);
  });
});
