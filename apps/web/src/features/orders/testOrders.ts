import type { Order } from '@school/contract/api/mall';

/** An order as the server sends it, for the mall and order screens' tests. */
export function orderFixture(over: Partial<Order> = {}): Order {
  const now = Date.now();
  return {
    id: 41,
    orderNo: '202611231018000041',
    status: 'pending',
    productSnapshot: {
      productId: 1,
      kind: 'card',
      name: '10节次卡',
      cover: null,
      price: 120_000,
      lessonCount: 10,
      validityDays: 180,
      courseLevel: null,
    },
    quantity: 1,
    amount: 120_000,
    lessonTotal: 10,
    createdAt: new Date(now - 60_000).toISOString(),
    expiresAt: new Date(now + 29 * 60_000).toISOString(),
    paidAt: null,
    gateway: null,
    refundedAmount: 0,
    refundedAt: null,
    canPay: true,
    canCancel: true,
    canReview: false,
    reviewed: false,
    ...over,
  };
}
