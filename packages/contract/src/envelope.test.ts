import { describe, expect, it } from 'vitest';
import { dateString } from './envelope.ts';
import { idOrPhone } from './ids.ts';

describe('the shared date and id schemas (issue 25)', () => {
  it('a date is a day that exists, in years 1800 to 2999', () => {
    for (const ok of ['2026-11-23', '2024-02-29', '2000-02-29', '1876-11-23', '2999-12-31'])
      expect(dateString.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '9999-12-31',
      '3000-01-01',
      '0000-01-01',
      '1799-12-31',
      '2026-1-1',
    ])
      expect(dateString.safeParse(bad).success, bad).toBe(false);
  });

  it('a family id or phone: ids from 1 to 2147483647, or an 11-digit mobile number', () => {
    for (const ok of ['1', '2147483647', '13800000000'])
      expect(idOrPhone.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0', '2147483648', '9999999999', '12345678901', 'x'])
      expect(idOrPhone.safeParse(bad).success, bad).toBe(false);
  });
});
