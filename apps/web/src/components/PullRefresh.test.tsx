import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { dampedPull, PULL_COMPLETE_MS, PULL_THRESHOLD, PullRefresh } from './PullRefresh.tsx';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function pull(el: Element, distance: number) {
  fireEvent.touchStart(el, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientY: 100 + distance }] });
}

it('follows the finger more slowly the further it goes', () => {
  expect(dampedPull(-10)).toBe(0);
  expect(dampedPull(60)).toBe(30);
  expect(dampedPull(2 * PULL_THRESHOLD)).toBe(PULL_THRESHOLD);
  expect(dampedPull(400)).toBeLessThan(200);
  expect(dampedPull(400)).toBeGreaterThan(dampedPull(300));
});

it('refreshes when pulled past the threshold: pulling, release, refreshing, done, and back', async () => {
  let finish!: () => void;
  const onRefresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
  render(
    <PullRefresh onRefresh={onRefresh}>
      <p>list</p>
    </PullRefresh>,
  );
  const list = screen.getByText('list');
  pull(list, 60);
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('下拉刷新');
  fireEvent.touchMove(list, { touches: [{ clientY: 300 }] });
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('释放立即刷新');
  fireEvent.touchEnd(list, { touches: [] });
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('刷新中…');
  await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));

  // A second pull while refreshing does nothing.
  pull(list, 300);
  fireEvent.touchEnd(list, { touches: [] });
  await act(async () => finish());
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('刷新完成');
  await act(async () => vi.advanceTimersByTime(PULL_COMPLETE_MS));
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
});

it('does not refresh on a short pull or on scrolling up', () => {
  const onRefresh = vi.fn(async () => undefined);
  render(
    <PullRefresh onRefresh={onRefresh}>
      <p>list</p>
    </PullRefresh>,
  );
  const list = screen.getByText('list');
  pull(list, 50);
  fireEvent.touchEnd(list, { touches: [] });
  pull(list, -200);
  fireEvent.touchEnd(list, { touches: [] });
  expect(onRefresh).not.toHaveBeenCalled();
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
});
