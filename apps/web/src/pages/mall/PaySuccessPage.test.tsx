import { listOrderBills, viewOrder } from '@school/contract/api/mall';
import { viewCredits } from '@school/contract/api/credits';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../features/orders/testOrders.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer, type ItemOf } from '../../test/fakeServer.ts';
import { credits, freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

const bill = (status: 'pending' | 'paid' | 'failed'): ItemOf<typeof listOrderBills> => ({
  id: 9,
  billNo: 'B9',
  orderId: 41,
  gateway: 'sandbox',
  status,
  amount: 120_000,
  tradeNo: null,
  createdAt: new Date().toISOString(),
  paidAt: null,
});

beforeEach(() => {
  server = fakeServer();
  server.answer(listOrderBills, page([bill('pending')]));
  server.answer(viewCredits, credits(13, 2));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('polls the order until it is paid, then shows the credits and offers to book', async () => {
  server.answer(viewOrder, ok(orderFixture()));
  await renderApp('/pages/mall/paysuccess?orderId=41');
  expect(await screen.findByRole('status')).toHaveTextContent('正在确认支付结果');
  expect(server.callsTo(viewOrder)).toHaveLength(1);

  // The notification arrives: the next poll (2 s) sees the order paid.
  server.answer(
    viewOrder,
    ok(
      orderFixture({
        status: 'paid',
        paidAt: new Date().toISOString(),
        gateway: 'sandbox',
        canPay: false,
        canCancel: false,
        canReview: true,
      }),
    ),
  );
  expect(await screen.findByText('支付成功', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByTestId('credits-added')).toHaveTextContent('10 课时已加入你的账户');
  expect(await screen.findByTestId('credits-balance')).toHaveTextContent('当前可用课时 13');
  expect(screen.getByRole('button', { name: '立即约课' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查看订单' })).toBeInTheDocument();

  // Paid: it stops asking.
  const asked = server.callsTo(viewOrder).length;
  await new Promise((r) => setTimeout(r, 2500));
  expect(server.callsTo(viewOrder)).toHaveLength(asked);
}, 12_000);

it('says so when the payment was declined, and offers to pay again', async () => {
  server.answer(viewOrder, ok(orderFixture()));
  server.answer(listOrderBills, page([bill('failed')]));
  await renderApp('/pages/mall/paysuccess?orderId=41');
  expect(await screen.findByText('支付未完成')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '继续支付' })).toBeInTheDocument();
});

it('says so when the order was closed meanwhile', async () => {
  server.answer(viewOrder, ok(orderFixture({ status: 'closed', canPay: false, canCancel: false })));
  await renderApp('/pages/mall/paysuccess?orderId=41');
  expect(await screen.findByText('订单已关闭')).toBeInTheDocument();
  expect(screen.getByText(/订单状态：已关闭/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即约课' })).not.toBeInTheDocument();
});

it('shows an honest empty state without an order id', async () => {
  await renderApp('/pages/mall/paysuccess');
  expect(await screen.findByText('没有找到这个订单')).toBeInTheDocument();
});
