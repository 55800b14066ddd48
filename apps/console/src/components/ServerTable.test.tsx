import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { listAudit } from '@school/contract/api/admin/audit';
import type { OutputOf } from '@school/contract/endpoint';
import { fakeServer, ok } from '../test/fakeServer.ts';
import { ServerTable } from './ServerTable.tsx';

/**
 * The total under a console list: exact below the server's count cap, "10000+" when the server
 * stopped counting (`more`, docs/design/console.md §7 lists over tables that grow with the school).
 */
describe('ServerTable total', () => {
  let answer: OutputOf<typeof listAudit>;
  beforeEach(() => {
    const server = fakeServer();
    server.answer(listAudit, () => ok(answer));
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = () =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <ServerTable
            endpoint={listAudit}
            label="操作日志"
            rowKey={(r) => r.id}
            columns={[{ key: 'action', title: 'action', dataIndex: 'action' }]}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('says the exact total below the cap', async () => {
    answer = { list: [], total: 42 };
    show();
    expect(await screen.findByText('共 42 条')).toBeInTheDocument();
  });

  it('says 10000+ when the server stopped counting', async () => {
    answer = { list: [], total: 10_000, more: true };
    show();
    expect(await screen.findByText('共 10000+ 条')).toBeInTheDocument();
  });
});
