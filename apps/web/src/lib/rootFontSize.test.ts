import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compactRootFontSize,
  debounce,
  holdCompactRootFont,
  installRootFontSize,
  rootFontSize,
} from './rootFontSize.ts';

describe('rootFontSize', () => {
  it('is the width divided by 23.4375: 16 px on the 375 px design width', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(320)).toBeCloseTo(13.653, 3);
    expect(rootFontSize(750)).toBe(32);
  });

  it('stops growing at 960 px wide', () => {
    expect(rootFontSize(960)).toBeCloseTo(40.96, 5);
    expect(rootFontSize(1920)).toBeCloseTo(40.96, 5);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, 50 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    vi.advanceTimersByTime(30);
    d(2);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
});

describe('installRootFontSize', () => {
  afterEach(() => vi.useRealTimers());

  it('sets the root font size now and after resizes settle for 50 ms', () => {
    vi.useFakeTimers();
    const html = document.documentElement;
    const width = vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(375);
    const uninstall = installRootFontSize(window);
    expect(html.style.fontSize).toBe('16px');

    width.mockReturnValue(750);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(20);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    expect(html.style.fontSize).toBe('16px');
    vi.advanceTimersByTime(1);
    expect(html.style.fontSize).toBe('32px');

    uninstall();
    width.mockReturnValue(1500);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(html.style.fontSize).toBe('32px');
    width.mockRestore();
  });
});

describe('the compact root font (classroom, teacher’s area)', () => {
  it('is the spec’s size of the smaller side, at most 16 px', () => {
    expect(compactRootFontSize(1280, 800)).toBe(16);
    expect(compactRootFontSize(844, 390)).toBe(16);
    expect(compactRootFontSize(320, 568)).toBeCloseTo(13.653, 3);
  });

  it('applies while a screen holds it, and the usual size comes back after', () => {
    const html = document.documentElement;
    const width = vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(1280);
    const height = vi.spyOn(html, 'clientHeight', 'get').mockReturnValue(800);
    const uninstall = installRootFontSize(window);
    expect(html.style.fontSize).toBe('40.96px');
    const release = holdCompactRootFont();
    expect(html.style.fontSize).toBe('16px');
    release();
    release();
    expect(html.style.fontSize).toBe('40.96px');
    uninstall();
    width.mockRestore();
    height.mockRestore();
  });
});
