import { listOrderBills, viewOrder } from '@school/contract/api/mall';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../features/orders/testOrders.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.answer(listOrderBills, page([]));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

// The order pages (detail, pay, result, review) share these states: see OrderStates.tsx.
it('says an order that is not the caller’s was not found, with a way back to the orders', async () => {
  server.answer(viewOrder, fail(2001, '内容不存在'));
  await renderApp('/pages/mine/orderDetail?id=7');
  expect(await screen.findByText('没有找到这个订单')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '我的订单' })).toBeInTheDocument();
});

it('offers a retry when the order fails to load, and shows it once it loads', async () => {
  server.answer(viewOrder, fail(5000, '服务器开小差了'));
  await renderApp('/pages/mine/orderDetail?id=41');
  const retry = await screen.findByRole('button', { name: /重试/ });
  server.answer(viewOrder, ok(orderFixture()));
  await userEvent.setup({ pointerEventsCheck: 0 }).click(retry);
  expect(await screen.findByText(/202611231018000041/)).toBeInTheDocument();
});

it('shows what the school refunded and when, in Chinese and in English', async () => {
  const refundedAt = '2026-11-27T02:30:00Z';
  server.answer(
    viewOrder,
    ok(
      orderFixture({
        status: 'paid',
        paidAt: '2026-11-27T01:00:00Z',
        gateway: 'wechat',
        canPay: false,
        canCancel: false,
        refundedAmount: 60_000,
        refundedAt,
      }),
    ),
  );
  await renderApp('/pages/mine/orderDetail?id=41');
  expect(await screen.findByTestId('order-refunded')).toHaveTextContent('已退款-¥600.00');
  expect(screen.getByText('退款时间')).toBeInTheDocument();
  await setLanguage('en');
  try {
    expect(await screen.findByText('Refunded at')).toBeInTheDocument();
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('Refunded-¥600.00');
  } finally {
    await setLanguage('zh');
  }
});

it('shows no refund line for an order nothing was refunded of', async () => {
  server.answer(viewOrder, ok(orderFixture({ status: 'paid', canPay: false })));
  await renderApp('/pages/mine/orderDetail?id=41');
  expect(await screen.findByText(/202611231018000041/)).toBeInTheDocument();
  expect(screen.queryByTestId('order-refunded')).toBeNull();
});
