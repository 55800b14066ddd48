import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../features/orders/testOrders.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { COURSE, fail, freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.answers[`${COURSE}/orderbill/list`] = page([]);
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

// The order pages (detail, pay, result, review) share these states: see OrderStates.tsx.
it('says an order that is not the caller’s was not found, with a way back to the orders', async () => {
  server.answers[`${COURSE}/order/view`] = fail(2001, '内容不存在');
  await renderApp('/pages/mine/orderDetail?id=7');
  expect(await screen.findByText('没有找到这个订单')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '我的订单' })).toBeInTheDocument();
});

it('offers a retry when the order fails to load, and shows it once it loads', async () => {
  server.answers[`${COURSE}/order/view`] = fail(5000, '服务器开小差了');
  await renderApp('/pages/mine/orderDetail?id=41');
  const retry = await screen.findByRole('button', { name: /重试/ });
  server.answers[`${COURSE}/order/view`] = ok(orderFixture());
  await userEvent.setup({ pointerEventsCheck: 0 }).click(retry);
  expect(await screen.findByText(/202611231018000041/)).toBeInTheDocument();
});
