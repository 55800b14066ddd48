import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_MS, playableUrl, VideoPlayer } from './VideoPlayer.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('hides the controls 3 s after the last touch while playing, and a tap brings them back', () => {
  render(<VideoPlayer src="/uploads/a.mp4" label="课程回放" />);
  const video = screen.getByLabelText('课程回放');
  const controls = screen.getByTestId('video-controls');
  fireEvent.play(video);
  expect(controls).toHaveAttribute('aria-hidden', 'false');
  act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 100));
  expect(controls).toHaveAttribute('aria-hidden', 'false');
  act(() => vi.advanceTimersByTime(200));
  expect(controls).toHaveAttribute('aria-hidden', 'true');
  fireEvent.click(video);
  expect(controls).toHaveAttribute('aria-hidden', 'false');
  // Paused, they stay.
  fireEvent.pause(video);
  act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS * 2));
  expect(controls).toHaveAttribute('aria-hidden', 'false');
});

it('plays only web addresses and the server’s own paths', () => {
  expect(playableUrl('https://cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4');
  expect(playableUrl('/uploads/a.mp4')).toBe('/uploads/a.mp4');
  expect(playableUrl('javascript:alert(1)')).toBeNull();
  expect(playableUrl('//evil.example.com/a.mp4')).toBeNull();
  expect(playableUrl(null)).toBeNull();
});
