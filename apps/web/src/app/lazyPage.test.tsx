import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PageBoundary } from './lazyPage.tsx';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Ready = () => <p>page ready</p>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lazily loaded pages', () => {
  it('shows the loading view only after 200 ms', async () => {
    const load = deferred<{ default: typeof Ready }>();
    const Page = lazyPage(() => load.promise);
    render(
      <PageBoundary>
        <Page />
      </PageBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    await act(async () => load.resolve({ default: Ready }));
    expect(screen.getByText('page ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never flashes the loading view for a page that loads fast', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Ready }));
    render(
      <PageBoundary>
        <Page />
      </PageBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('page ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives up after 60 s and shows an error view that reloads on click', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => new Promise<never>(() => undefined));
    render(
      <PageBoundary>
        <Page />
      </PageBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    fireEvent.click(screen.getByText('页面加载失败'));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the error view when the page code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch module')));
    render(
      <PageBoundary>
        <Page />
      </PageBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败');
    vi.mocked(console.error).mockRestore();
  });
});
