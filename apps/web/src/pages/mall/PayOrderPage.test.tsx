import {
  listPayGateways,
  payOrder,
  payOrderAlipay,
  payOrderWechat,
  viewOrder,
} from '@school/contract/api/mall';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../features/orders/testOrders.ts';
import { openPayPage } from '../../features/orders/rules.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const assign = vi.fn();
const realAssign = openPayPage.assign;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  openPayPage.assign = assign;
  assign.mockReset();
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  openPayPage.assign = realAssign;
});

it('shows the order, a count-down to its expiry, and pays through the sandbox', async () => {
  const user = userEvent.setup();
  server.answer(viewOrder, ok(orderFixture()));
  server.answer(
    payOrder,
    ok({
      orderId: 41,
      billId: 9,
      billNo: 'B9',
      gateway: 'sandbox',
      payUrl: 'http://127.0.0.1/sandbox/pay/B9',
      expiresAt: orderFixture().expiresAt,
    }),
  );
  await renderApp('/pages/mall/payorder?id=41');
  expect(await screen.findByTestId('pay-amount')).toHaveTextContent('¥1,200.00');
  expect(screen.getByRole('timer', { name: '剩余支付时间' }).textContent).toMatch(/^(29|28):\d\d$/);
  expect(screen.getByRole('radio', { name: /在线支付（沙箱）/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await user.click(screen.getByRole('button', { name: '去支付' }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/pay/B9'));
  expect(server.callsTo(payOrder)[0]?.body).toEqual({ orderId: 41 });
});

it("shows the server's message when Alipay is not open", async () => {
  const user = userEvent.setup();
  server.answer(viewOrder, ok(orderFixture()));
  server.answer(payOrderAlipay, fail(2004, '支付宝支付未开通'));
  server.answer(
    listPayGateways,
    ok({
      gateways: ['sandbox', 'alipay'],
      wechatJsapi: false,
    }),
  );
  await renderApp('/pages/mall/payorder?id=41');
  await user.click(await screen.findByRole('radio', { name: /支付宝/ }));
  await user.click(screen.getByRole('button', { name: '去支付' }));
  expect(await screen.findByText('支付宝支付未开通')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '去支付' })).toBeDisabled();
  expect(assign).not.toHaveBeenCalled();
});

it('offers to order again once the order has expired', async () => {
  server.answer(
    viewOrder,
    ok(orderFixture({ expiresAt: new Date(Date.now() - 1000).toISOString() })),
  );
  await renderApp('/pages/mall/payorder?id=41');
  expect(await screen.findByText('订单已超时')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新购买' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
});

it('inside WeChat offers WeChat Pay (JSAPI) and says why Alipay is absent', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.50',
  );
  server.answer(viewOrder, ok(orderFixture()));
  server.answer(
    listPayGateways,
    ok({
      gateways: ['wechat', 'alipay'],
      wechatJsapi: true,
    }),
  );
  server.answer(
    payOrderWechat,
    ok({
      orderId: 41,
      billId: 9,
      billNo: 'B9',
      gateway: 'wechat',
      payUrl: 'http://127.0.0.1/api/pay/wechat/jsapi/B9',
      expiresAt: orderFixture().expiresAt,
    }),
  );
  await renderApp('/pages/mall/payorder?id=41');
  expect(await screen.findByRole('radio', { name: /微信支付/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(screen.queryByRole('radio', { name: /支付宝/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('alipay-in-wechat')).toHaveTextContent(/微信内无法打开支付宝/);
  await user.click(screen.getByRole('button', { name: '去支付' }));
  await vi.waitFor(() =>
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1/api/pay/wechat/jsapi/B9'),
  );
  expect(server.callsTo(payOrderWechat)[0]?.body).toEqual({
    orderId: 41,
    scene: 'jsapi',
  });
  vi.restoreAllMocks();
});

it('on a desktop WeChat Pay is a QR code (native)', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  );
  server.answer(viewOrder, ok(orderFixture()));
  server.answer(listPayGateways, ok({ gateways: ['wechat'], wechatJsapi: false }));
  server.answer(payOrderWechat, fail(2004, '微信支付未开通'));
  await renderApp('/pages/mall/payorder?id=41');
  expect(await screen.findByText(/扫码支付/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '去支付' }));
  expect(await screen.findByText('微信支付未开通')).toBeInTheDocument();
  expect(server.callsTo(payOrderWechat)[0]?.body).toEqual({
    orderId: 41,
    scene: 'native',
  });
  vi.restoreAllMocks();
});
