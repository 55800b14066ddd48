import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { bookableRange } from '../schedule/rules.ts';
import { freeRange, maskName, ratingOf } from './rules.ts';

describe('teacher search rules', () => {
  const now = new Date('2026-11-23T02:00:00Z'); // 10:00 in Shanghai
  const bookable = bookableRange(now);

  it('no free filter: null', () => {
    expect(freeRange(bookable, 'Asia/Shanghai', {})).toBeNull();
  });

  it('freeDate: that day in the school zone, within what is bookable now', () => {
    expect(freeRange(bookable, 'Asia/Shanghai', { freeDate: '2026-11-25' })).toEqual({
      from: new Date('2026-11-24T16:00:00Z'),
      to: new Date('2026-11-25T15:30:00Z'),
    });
    // Today: from the lead time on.
    expect(freeRange(bookable, 'Asia/Shanghai', { freeDate: '2026-11-23' })).toEqual({
      from: new Date('2026-11-23T04:00:00Z'),
      to: new Date('2026-11-23T15:30:00Z'),
    });
    expect(freeRange(bookable, 'Asia/Shanghai', { freeDate: '2026-11-22' })).toBe(false);
    expect(freeRange(bookable, 'Asia/Shanghai', { freeDate: '2027-01-01' })).toBe(false);
    expect(() => freeRange(bookable, 'Asia/Shanghai', { freeDate: '2026-02-30' })).toThrow(
      AppError,
    );
  });

  it('freeFrom/freeTo: the whole lesson inside the range', () => {
    expect(
      freeRange(bookable, 'Asia/Shanghai', {
        freeFrom: '2026-11-24T10:00:00Z',
        freeTo: '2026-11-24T11:00:00Z',
      }),
    ).toEqual({ from: new Date('2026-11-24T10:00:00Z'), to: new Date('2026-11-24T10:30:00Z') });
    expect(
      freeRange(bookable, 'Asia/Shanghai', {
        freeFrom: '2026-11-24T10:00:00Z',
        freeTo: '2026-11-24T10:20:00Z',
      }),
    ).toBe(false);
  });

  it('rating is the average to one decimal, 0 without reviews; names are masked', () => {
    expect(ratingOf(0, 0)).toBe(0);
    expect(ratingOf(14, 3)).toBe(4.7);
    expect(maskName('Lucy')).toBe('L***');
    expect(maskName('  王小明')).toBe('王***');
    expect(maskName('')).toBe('学员***');
    expect(maskName(null)).toBe('学员***');
  });
});
