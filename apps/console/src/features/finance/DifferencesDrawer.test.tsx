import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import {
  listReconciliationDifferences,
  resolveReconciliationDifference,
  type ReconciliationDifference,
} from '@school/contract/api/admin/finance';
import { fakeServer, ok, type FakeServer } from '../../test/fakeServer.ts';
import { DifferencesDrawer } from './DifferencesDrawer.tsx';

vi.mock('../../lib/me.ts', () => ({ useCan: () => () => true }));

/**
 * The open differences drawer against a stubbed server: a difference is listed with both
 * amounts, resolved with a note through the resolve call, and then shows who resolved it.
 */
const open: ReconciliationDifference = {
  id: 7,
  runId: 3,
  gateway: 'alipay',
  day: '2026-11-24',
  kind: 'missing_school',
  itemKind: 'pay',
  outTradeNo: 'T2026112400001',
  refundNo: '',
  tradeNo: '2026112422001400001',
  orderId: null,
  gatewayAmount: 120_000,
  schoolAmount: null,
  gatewayStatus: 'paid',
  schoolStatus: '',
  createdAt: '2026-11-25T03:00:00.000Z',
  resolvedAt: null,
  resolvedByName: '',
  note: '',
};

describe('DifferencesDrawer', () => {
  let resolved: string | null = null;
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
    resolved = null;
    const done = () => ({
      ...open,
      resolvedAt: '2026-11-25T04:00:00.000Z',
      resolvedByName: '张财务',
      note: resolved ?? '',
    });
    server = fakeServer();
    server.answer(listReconciliationDifferences, () =>
      ok({ list: [resolved ? done() : open], total: 1 }),
    );
    server.answer(resolveReconciliationDifference, ({ note }) => {
      resolved = note;
      return ok({ ...done(), note: resolved });
    });
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists an open difference and resolves it with a note', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <DifferencesDrawer target={{ run: null }} onClose={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: '全部未处理差异' });
    await within(table).findByText('学校无记录（渠道有款）');
    expect(within(table).getByText('¥1,200.00')).toBeInTheDocument();
    expect(server.calls[0]).toMatchObject({
      path: listReconciliationDifferences.path,
      query: { open: 'true' },
    });

    fireEvent.click(within(table).getByRole('button', { name: '处理差异 T2026112400001' }));
    const note = await screen.findByLabelText('处理说明');
    const dialog = note.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('处理差异 T2026112400001')).toBeInTheDocument();
    fireEvent.change(note, {
      target: { value: '支付宝测试单，已核实' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(server.callsTo(resolveReconciliationDifference)[0]?.body).toEqual({
        id: 7,
        note: '支付宝测试单，已核实',
      }),
    );
    await within(table).findByText(/张财务 于 2026-11-25 12:00：支付宝测试单，已核实/);
  });
});
