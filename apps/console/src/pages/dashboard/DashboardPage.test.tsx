import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { dashboardContent } from '@school/contract/api/admin/dashboard';
import { fakeServer, ok } from '../../test/fakeServer.ts';
import DashboardPage from './DashboardPage.tsx';

const me = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../lib/me.ts', () => ({
  useCan: () => (p: string | readonly string[]) =>
    (typeof p === 'string' ? [p] : p).some((x) => me.permissions.includes(x)),
  useMe: () => ({
    data: { staffId: 1, name: '陈内容', role: 'content', permissions: me.permissions },
  }),
}));

/** Issue 24: the content role's 概览 shows its figures; an academic does not see them. */
describe('DashboardPage content figures', () => {
  beforeEach(() => {
    const server = fakeServer();
    server.answer(
      dashboardContent,
      ok({
        weekStart: '2026-11-23',
        draftsWaiting: 2,
        bannersEnding: 3,
        booksUnpublished: 4,
        examsUnpublished: 5,
        textsWithoutEnglish: 6,
      }),
    );
    vi.stubGlobal('fetch', server.fetch);
  });
  const show = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows the content figures with their numbers to the content role', async () => {
    me.permissions = ['dashboard.content'];
    show();
    expect(await screen.findByRole('link', { name: '待校长发布的草稿' })).toHaveAttribute(
      'href',
      '/brand',
    );
    expect(screen.getByRole('link', { name: '本周结束的横幅' })).toHaveAttribute('href', '/texts');
    expect(screen.getByRole('link', { name: '未发布的绘本' })).toHaveAttribute('href', '/learning');
    expect(screen.getByRole('link', { name: '未发布的测验' })).toHaveAttribute('href', '/learning');
    for (const n of ['2', '3', '4', '5', '6']) expect(screen.getByText(n)).toBeInTheDocument();
  });

  it('does not show them to an academic', () => {
    me.permissions = ['account.self'];
    show();
    expect(screen.queryByText('待校长发布的草稿')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
