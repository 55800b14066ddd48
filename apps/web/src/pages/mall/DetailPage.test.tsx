import { createOrder, listOrderReviews, viewProduct } from '@school/contract/api/mall';
import { screen } from '@testing-library/react';
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
    viewProduct,
    ok({
      id: 1,
      kind: 'card',
      name: '10节次卡',
      cover: null,
      price: 120_000,
      listPrice: 150_000,
      lessonCount: 10,
      validityDays: 180,
      courseLevel: null,
      onSale: true,
      rating: 0,
      reviewCount: 0,
      description: '<p>任选老师</p><script>alert(1)</script>',
    }),
  );
  server.answer(listOrderReviews, page([]));
  server.answer(createOrder, ok(orderFixture({ quantity: 10, amount: 1_200_000 })));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('keeps the quantity within 1 to 10 and prices the total', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/mall/detail?id=1');
  expect(await screen.findByTestId('product-price')).toHaveTextContent('¥1,200.00');
  expect(screen.getByText('¥1,500.00')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  const minus = screen.getByRole('button', { name: '减少数量' });
  const plus = screen.getByRole('button', { name: '增加数量' });
  expect(minus).toBeDisabled();
  for (let i = 0; i < 12; i++) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
  expect(screen.getByTestId('quantity')).toHaveTextContent('10');
  expect(plus).toBeDisabled();
  expect(screen.getByTestId('order-total')).toHaveTextContent('¥12,000.00');
  await user.click(screen.getByRole('button', { name: '立即购买' }));
  await vi.waitFor(() =>
    expect(server.callsTo(createOrder)[0]?.body).toEqual({ productId: 1, quantity: 10 }),
  );
});
