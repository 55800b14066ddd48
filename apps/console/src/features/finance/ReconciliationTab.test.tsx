import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import {
  listReconciliationRuns,
  rerunReconciliation,
  type ReconciliationRun,
} from '@school/contract/api/admin/finance';
import { fakeServer, ok, type FakeServer } from '../../test/fakeServer.ts';
import { ReconciliationTab } from './ReconciliationTab.tsx';

vi.mock('../../lib/me.ts', () => ({ useCan: () => () => true }));

/**
 * Issue 25: a day whose comparison failed says so on the page, with why, and running it again
 * when it fails again says that it failed and why (not "reconciled again").
 */
const reason = 'value "3000000000" is out of range for type integer';
const failed: ReconciliationRun = {
  id: 3,
  gateway: 'sandbox',
  day: '2026-11-23',
  status: 'failed',
  attempts: 2,
  error: reason,
  gatewayPayCount: 0,
  gatewayPayAmount: 0,
  gatewayRefundCount: 0,
  gatewayRefundAmount: 0,
  schoolPayCount: 0,
  schoolPayAmount: 0,
  schoolRefundCount: 0,
  schoolRefundAmount: 0,
  differenceCount: 0,
  openCount: 0,
  finishedAt: null,
};

describe('ReconciliationTab', () => {
  let server: FakeServer;
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    // Any other list the tab asks for is empty.
    server = fakeServer({ otherwise: ok({ list: [], total: 0 }) });
    server.answer(listReconciliationRuns, ok({ list: [failed], total: 1 }));
    server.answer(rerunReconciliation, ok({ ...failed, attempts: 3 }));
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a failed day with its reason, and a failed run again as a failure with why', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <App>
            <ReconciliationTab />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('失败')).toBeInTheDocument();
    expect(within(table).getByText(`失败原因: ${reason}`)).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: '重新对账 沙箱 2026-11-23' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(server.callsTo(rerunReconciliation).length > 0).toBe(true));
    expect(await screen.findByText(`重新对账失败：${reason}`)).toBeInTheDocument();
    expect(screen.queryByText('已重新对账')).toBeNull();
  });
});
