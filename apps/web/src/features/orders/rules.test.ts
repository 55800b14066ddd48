import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining, payResult, POLL_MAX_MS, remainingMs, useCountdown } from './rules.ts';

describe('count-down', () => {
  it.each([
    [0, '00:00'],
    [-5_000, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1_000, '00:01'],
    [59_001, '01:00'],
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 5_000, '29:05'],
    [3_723_000, '1:02:03'],
  ])('%i ms left shows %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });

  it('never counts below zero', () => {
    expect(remainingMs('2026-01-01T00:00:00.000Z', Date.parse('2026-01-01T00:00:10.000Z'))).toBe(0);
    expect(remainingMs('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(
      10_000,
    );
  });

  describe('useCountdown', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(Date.parse('2026-06-01T10:00:00.000Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('ticks every second and ends expired', () => {
      const { result } = renderHook(() => useCountdown('2026-06-01T10:00:03.000Z'));
      expect(result.current.text).toBe('00:03');
      expect(result.current.expired).toBe(false);
      act(() => void vi.advanceTimersByTime(1_000));
      expect(result.current.text).toBe('00:02');
      act(() => void vi.advanceTimersByTime(2_000));
      expect(result.current.text).toBe('00:00');
      expect(result.current.expired).toBe(true);
    });

    it('is not expired without an end', () => {
      const { result } = renderHook(() => useCountdown(undefined));
      expect(result.current.expired).toBe(false);
    });
  });
});

describe('payResult', () => {
  it('is paid, ended, failed, waiting or timed out', () => {
    expect(payResult({ status: 'paid' }, 0)).toBe('paid');
    expect(payResult({ status: 'paid' }, POLL_MAX_MS * 2, true)).toBe('paid');
    expect(payResult({ status: 'closed' }, 0)).toBe('ended');
    expect(payResult({ status: 'cancelled' }, 0)).toBe('ended');
    expect(payResult({ status: 'pending' }, 0, true)).toBe('failed');
    expect(payResult({ status: 'pending' }, 10_000)).toBe('waiting');
    expect(payResult(undefined, 0)).toBe('waiting');
    expect(payResult({ status: 'pending' }, POLL_MAX_MS)).toBe('timeout');
  });
});
