import { changeOrderBillStatus, listOrders } from '@school/contract/api/mall';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../features/orders/testOrders.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.answer(
    listOrders,
    page([
      orderFixture(),
      orderFixture({
        id: 40,
        orderNo: 'N40',
        status: 'paid',
        canPay: false,
        canCancel: false,
        canReview: true,
      }),
    ]),
  );
  server.answer(
    changeOrderBillStatus,
    ok(orderFixture({ status: 'cancelled', canPay: false, canCancel: false })),
  );
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('lists the orders with their actions and cancels a pending one after a confirm', async () => {
  // The dialog ignores pointer events while it animates in; the check would refuse the click.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await renderApp('/pages/mine/order');
  const pending = await screen.findByRole('article', { name: /202611231018000041/ });
  expect(pending).toHaveTextContent('待支付');
  expect(within(pending).getByRole('button', { name: '继续支付' })).toBeInTheDocument();
  const paid = screen.getByRole('article', { name: /N40/ });
  expect(paid).toHaveTextContent('已支付');
  expect(within(paid).queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
  expect(within(paid).getByRole('button', { name: '评价' })).toBeInTheDocument();

  await user.click(within(pending).getByRole('button', { name: '取消订单' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '确定取消' }));
  await vi.waitFor(() =>
    expect(server.callsTo(changeOrderBillStatus)[0]?.body).toEqual({
      orderId: 41,
      status: 'cancelled',
    }),
  );
  // Let the dialog finish closing: its animation must not outlive the test environment.
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
});

it('asks for one status when a tab is chosen', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/mine/order');
  await screen.findAllByRole('article');
  server.answer(listOrders, page([]));
  await user.click(screen.getByRole('tab', { name: '已关闭' }));
  expect(await screen.findByText('没有已关闭的订单')).toBeInTheDocument();
  await vi.waitFor(() => {
    const last = server.fetch.mock.calls.at(-1)?.[0];
    expect(String(last)).toContain('status=closed');
  });
});
