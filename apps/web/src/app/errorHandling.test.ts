import Toast from 'antd-mobile/es/components/toast';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNavigator } from '../lib/navigation.ts';
import type { Navigator } from '../lib/navigation.ts';
import { ApiError } from '../lib/request.ts';
import { initialData, useDataStore } from '../lib/store.ts';
import { warmToast } from '../lib/toast.ts';
import { handleApiError } from './errorHandling.ts';
import { createQueryClient } from './queryClient.ts';

let nav: Navigator & { navigate: ReturnType<typeof vi.fn>; url: string };
let show: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await warmToast();
  show = vi.spyOn(Toast, 'show');
  nav = {
    url: '/pages/mine/index',
    navigate: vi.fn(async (url: string) => {
      nav.url = url;
    }),
    go: vi.fn(),
    historyDepth: () => 1,
    currentUrl: () => nav.url,
    exit: vi.fn(),
  };
  bindNavigator(nav);
  useDataStore.setState({ ...initialData(), token: 'live-token' });
});

afterEach(() => {
  show.mockRestore();
  Toast.clear();
  bindNavigator(null);
});

/** The content and duration of the last toast shown. */
const lastToast = async () => {
  await waitFor(() => expect(show).toHaveBeenCalled());
  const options = show.mock.calls.at(-1)?.[0] as { content: string; duration: number };
  return { content: options.content, duration: options.duration };
};

describe('the error catalogue (spec §8)', () => {
  it.each([1002, 1003])(
    '%i: forgets the token, goes to the login page and shows the server message',
    async (code) => {
      handleApiError(new ApiError(code, '登录已过期，请重新登录'));
      expect(useDataStore.getState().token).toBe('');
      expect(nav.navigate).toHaveBeenCalledWith('/', { replace: true });
      expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
      expect((await lastToast()).duration).toBe(2000);
    },
  );

  it('3005: goes to the login page and shows the message for 2 s', async () => {
    handleApiError(new ApiError(3005, '账号已停用'));
    expect(nav.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(useDataStore.getState().token).toBe('');
    expect(await lastToast()).toEqual({ content: '账号已停用', duration: 2000 });
  });

  it('3005 without a message says 请求失败', async () => {
    handleApiError(new ApiError(3005, ''));
    expect(await lastToast()).toEqual({ content: '请求失败', duration: 2000 });
  });

  it('does not navigate again when already on the login page', async () => {
    nav.url = '/';
    handleApiError(new ApiError(1003, '请重新登录'));
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(await screen.findByText('请重新登录')).toBeInTheDocument();
  });

  it('3003 (a student calling a teacher’s call): shows the message, stays signed in', async () => {
    handleApiError(new ApiError(3003, '没有权限进行此操作'));
    expect(await lastToast()).toEqual({ content: '没有权限进行此操作', duration: 2000 });
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(useDataStore.getState().token).toBe('live-token');
  });

  it('any other code: shows the server message for 2 s and stays on the page, logged in', async () => {
    handleApiError(new ApiError(2002, '该时段已被预约'));
    expect(await lastToast()).toEqual({ content: '该时段已被预约', duration: 2000 });
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(useDataStore.getState().token).toBe('live-token');
  });

  it('any other code without a message says 请求失败', async () => {
    handleApiError(new ApiError(5000, ''));
    expect((await lastToast()).content).toBe('请求失败');
  });

  it.each([
    ['network', 5],
    ['timeout', 5],
  ] as const)('%s failure: says the server had an unknown error', async (transport, code) => {
    handleApiError(new ApiError(code, 'network failure', transport));
    expect(await screen.findByText('服务器未知错误，请稍后重试')).toBeInTheDocument();
    expect(useDataStore.getState().token).toBe('live-token');
  });

  it('upload network failure (602001) says the same', async () => {
    handleApiError(new ApiError(602001, 'network failure', 'network'));
    expect((await lastToast()).content).toBe('服务器未知错误，请稍后重试');
  });

  it('an aborted call shows nothing', async () => {
    handleApiError(new ApiError(600003, 'aborted', 'abort'));
    await new Promise((r) => setTimeout(r, 20));
    expect(show).not.toHaveBeenCalled();
  });

  it('handles one error once, even when reported twice', async () => {
    const error = new ApiError(2002, '冲突');
    handleApiError(error);
    handleApiError(error);
    await lastToast();
    await new Promise((r) => setTimeout(r, 20));
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('wired into TanStack Query', () => {
  it('a failed query goes through the catalogue', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(1003, '登录失效')),
      })
      .catch(() => undefined);
    expect(nav.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(await screen.findByText('登录失效')).toBeInTheDocument();
  });

  it('a silent query is left to its screen, except when the session is over', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['quiet'],
        queryFn: () => Promise.reject(new ApiError(2001, '没有数据')),
        meta: { silent: true },
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(show).not.toHaveBeenCalled();

    await client
      .fetchQuery({
        queryKey: ['revoked'],
        queryFn: () => Promise.reject(new ApiError(1003, '登录失效')),
        meta: { silent: true },
      })
      .catch(() => undefined);
    expect(nav.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(await screen.findByText('登录失效')).toBeInTheDocument();
  });

  it('a mutation whose screen handles the error is left alone', async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(1001, 'agreed is required')),
      meta: { handles: () => true },
    });
    await mutation.execute(undefined).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(show).not.toHaveBeenCalled();
  });

  it('other mutation failures are shown', async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(2003, '课时不足')),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(await screen.findByText('课时不足')).toBeInTheDocument();
  });
});
