import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import { routes } from '../lib/routes.ts';
import { initialData, useDataStore } from '../lib/store.ts';
import { renderApp } from '../test/renderApp.tsx';

beforeEach(() => useDataStore.setState(initialData()));

describe('every route of the spec opens', () => {
  it.each(routes.map((r) => [r.path, r.titleKey] as const))(
    '%s shows its page and title',
    async (path, titleKey) => {
      await renderApp(path);
      const title = i18n.t(titleKey as 'titles.home.index');
      await waitFor(() => expect(document.title).toBe(title));
      // The page itself has rendered (not the loading or error view).
      await waitFor(() => expect(document.querySelector('main, header')).not.toBeNull());
      expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
      expect(screen.queryByText('页面走丢了')).not.toBeInTheDocument();
    },
  );
});

describe('app shell', () => {
  it('shows a friendly not-found page for an unknown URL', async () => {
    await renderApp('/pages/nowhere/index');
    expect(
      await screen.findByRole('heading', { name: '页面走丢了', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('gives tab pages the four tabs, the current one marked', async () => {
    await renderApp('/pages/mall/index');
    const tabs = await screen.findByRole('navigation', { name: '主导航' });
    const buttons = Array.from(tabs.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toEqual(['首页', '课程', '商城', '我的']);
    expect(screen.getByRole('button', { name: '商城' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives other pages the nav bar with title and back arrow, and an honest empty state', async () => {
    await renderApp('/pages/course/myclass');
    expect(await screen.findByRole('heading', { name: '我的课表', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    // Logged out: the timetable says what it needs instead of calling the server.
    expect(screen.getByText('登录后查看你的课程')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
  });

  it('sends a logged-in user from the login screen to the home tab', async () => {
    useDataStore.setState({ token: 'tok' });
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe('首页'));
  });
});
