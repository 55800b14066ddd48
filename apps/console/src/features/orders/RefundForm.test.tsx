import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { refundAdminOrder } from '@school/contract/api/admin/orders';
import { fakeServer, ok, type FakeServer } from '../../test/fakeServer.ts';
import { RefundForm } from './RefundForm.tsx';

vi.mock('../../lib/me.ts', () => ({ useMe: () => ({ data: { role: 'finance' } }) }));

/**
 * The refund form against a stubbed server (issue 25): before the refund is confirmed it shows
 * the amount and the credits taken back with it, in proportion rounded down (¥0.01 takes none,
 * ¥300 of a ¥1,200 card of 10 credits takes 2), and sends the amount in fen.
 */
describe('RefundForm', () => {
  let server: FakeServer;
  /** What the form sent, to any call. */
  const sent = () => server.calls.map((c) => c.body);
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    server = fakeServer();
    server.answer(refundAdminOrder, ({ orderId, amount, reason }) =>
      ok({
        id: 1,
        refundNo: 'R1',
        orderId,
        gateway: 'sandbox',
        amount,
        credits: 2,
        reason,
        status: 'succeeded',
        capAmount: amount,
        override: false,
        staffName: '张财务',
        staffRole: 'finance',
        attempts: 1,
        lastError: null,
        createdAt: '2026-11-25T04:00:00.000Z',
        succeededAt: '2026-11-25T04:00:00.000Z',
        failedAt: null,
      }),
    );
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the amount and the credits taken back before it is confirmed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <RefundForm
            orderId={5}
            orderNo="T20261123000005"
            open
            onClose={() => undefined}
            limits={{
              paid: 120_000,
              refunded: 0,
              granted: 10,
              unused: 10,
              cap: 120_000,
              ownerMax: 120_000,
            }}
          />
        </App>
      </QueryClientProvider>,
    );
    const amount = await screen.findByLabelText('退款金额（元）');
    const summary = screen.getByTestId('refund-credits');
    expect(summary).toHaveTextContent('课时按退款金额占实付金额的比例扣回，不足一节不扣。');

    fireEvent.change(amount, { target: { value: '0.01' } });
    await waitFor(() =>
      expect(summary).toHaveTextContent('将退款 ¥0.01，不扣回课时（不足一节课的部分由学校承担）'),
    );
    fireEvent.change(amount, { target: { value: '300' } });
    await waitFor(() => expect(summary).toHaveTextContent('将退款 ¥300.00，扣回 2 节课时'));
    expect(sent()).toEqual([]);

    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '家长申请退课' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ orderId: 5, amount: 30_000, reason: '家长申请退课' });
  });
});
