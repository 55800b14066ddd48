import { z } from 'zod';
import { bodyId, id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE, SHOP } from '../rules/prefixes.ts';
import * as routes from '../rules/mall.ts';
import {
  ORDER_PAY_MINUTES,
  ORDER_QUANTITY_MAX,
  ORDER_REVIEW_MAX_LENGTH,
  PRODUCT_KINDS,
  ORDER_STATUSES,
  GATEWAYS,
  BILL_STATUSES,
} from '../rules/mall.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export {
  ORDER_PAY_MINUTES,
  ORDER_QUANTITY_MAX,
  ORDER_REVIEW_MAX_LENGTH,
  PRODUCT_KINDS,
  ORDER_STATUSES,
  GATEWAYS,
  BILL_STATUSES,
};
import { instantString, listOf, pageQuery } from '../envelope.ts';

/**
 * The mall (docs/design/mall.md §4.5): products, orders, bills (payment attempts),
 * payments and order reviews. Money is integer fen everywhere. The amount of an order comes from
 * the server's prices only: every POST body here is strict, so a price or amount sent by a client
 * is refused (1001), never used.
 */

const fen = z.number().int().min(0).describe('integer fen (CNY cents)');

export const productKind = z
  .enum(PRODUCT_KINDS)
  .describe(
    'card: lesson-count card (次卡, any teacher); pack: course pack (课包, one course level)',
  );
export type ProductKind = z.infer<typeof productKind>;

export const product = z.object({
  id: z.number().int(),
  kind: productKind,
  name: z.string(),
  cover: z.string().nullable(),
  price: fen.describe('price in fen'),
  listPrice: fen.nullable().describe('crossed-out list price in fen; null when none'),
  lessonCount: z.number().int().min(1).describe('lessons per unit bought'),
  validityDays: z.number().int().min(1).describe('credits expire this many days after payment'),
  courseLevel: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('packs: the course level (Level N of the outline); null for cards'),
  onSale: z.boolean().describe('false: shown (old links work) but cannot be bought'),
  rating: z.number().min(0).max(5).describe('average stars of its reviews; 0 when none'),
  reviewCount: z.number().int().min(0),
});
export type Product = z.infer<typeof product>;

export const productDetail = product.extend({
  description: z.string().describe('sanitised rich text'),
});

export const listProducts = endpoint('GET', `${COURSE}/tkProducts/list`, 'public', {
  input: pageQuery.extend({
    kind: productKind.optional(),
    courseLevel: z.coerce.number().int().min(1).max(99).optional(),
  }),
  output: listOf(product),
  summary: 'Products on sale (lesson-count cards and course packs), in the school’s order',
  tags: ['mall'],
});

export const viewProduct = endpoint('GET', `${COURSE}/tkProducts/view`, 'public', {
  input: z.object({ id }),
  output: productDetail,
  summary: 'One product with its description (also when off sale: onSale false)',
  tags: ['mall'],
});

export const orderReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  stars: z.number().int().min(1).max(5),
  content: z.string(),
  authorName: z.string().describe('masked English name, e.g. L***'),
  createdAt: instantString,
});

export const listOrderReviews = endpoint('GET', `${COURSE}/orderReviews/list`, 'public', {
  input: pageQuery.extend({ productId: id }),
  output: listOf(orderReview),
  summary: 'Reviews of a product, newest first',
  tags: ['mall'],
});

export const editOrderReview = endpoint('POST', `${COURSE}/orderReviews/edit`, 'user', {
  input: z.strictObject({
    orderId: bodyId('orderId'),
    stars: z
      .number({ error: 'stars must be a number' })
      .int()
      .min(1, 'stars must be 1 to 5')
      .max(5, 'stars must be 1 to 5'),
    content: z
      .string({ error: 'content must be text' })
      .trim()
      .max(ORDER_REVIEW_MAX_LENGTH, `content must be at most ${ORDER_REVIEW_MAX_LENGTH} characters`)
      .default(''),
  }),
  output: orderReview,
  summary: 'Review one of the caller’s paid orders, once (2002 when already reviewed)',
  tags: ['mall'],
});

export const orderStatus = z
  .enum(ORDER_STATUSES)
  .describe(
    'pending: waiting for payment (30 min); paid; cancelled: by the user while pending; ' +
      'closed: not paid in time; refunded',
  );
export type OrderStatus = z.infer<typeof orderStatus>;

export const gateway = z.enum(GATEWAYS);
export type Gateway = z.infer<typeof gateway>;

/** What was bought, as it was when the order was made (later price changes do not touch it). */
export const productSnapshot = z.object({
  productId: z.number().int(),
  kind: productKind,
  name: z.string(),
  cover: z.string().nullable(),
  price: fen.describe('unit price in fen when ordered'),
  lessonCount: z.number().int().min(1),
  validityDays: z.number().int().min(1),
  courseLevel: z.number().int().min(1).nullable(),
});
export type ProductSnapshot = z.infer<typeof productSnapshot>;

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string().describe('human-readable order number'),
  status: orderStatus,
  productSnapshot,
  quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  amount: fen.describe('price × quantity in fen, computed by the server'),
  lessonTotal: z.number().int().describe('credits the order grants: lessonCount × quantity'),
  createdAt: instantString,
  expiresAt: instantString.describe('a pending order closes at this instant'),
  paidAt: instantString.nullable(),
  gateway: gateway.nullable().describe('the gateway that took the payment, once paid'),
  refundedAmount: fen.describe('fen the school refunded or is refunding (0: none)'),
  refundedAt: instantString.nullable().describe('when the latest refund was made'),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
  reviewed: z.boolean(),
});
export type Order = z.infer<typeof order>;

export const createOrder = endpoint('POST', `${SHOP}/order/create`, 'user', {
  input: z.strictObject({
    productId: bodyId('productId'),
    quantity: z
      .number({ error: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be 1 to 10')
      .max(ORDER_QUANTITY_MAX, `quantity must be 1 to ${ORDER_QUANTITY_MAX}`)
      .default(1),
  }),
  output: order,
  summary:
    'Order a product; the amount is the server’s price × quantity (price fields are refused). ' +
    'Waits 30 minutes for payment. 2001 no such product, 2004 off sale',
  tags: ['orders'],
});

export const listOrders = endpoint('GET', `${COURSE}/order/list`, 'user', {
  input: pageQuery.extend({ status: orderStatus.optional() }),
  output: listOf(order),
  summary: 'The caller’s orders, newest first',
  tags: ['orders'],
});

export const viewOrder = endpoint('GET', `${COURSE}/order/view`, 'user', {
  input: z.object({ id }),
  output: order,
  summary:
    'One of the caller’s orders (the result page polls it; a pending payment is checked with ' +
    'the gateway when its notification is late)',
  tags: ['orders'],
});

export const billStatus = z
  .enum(BILL_STATUSES)
  .describe('pending: waiting at the gateway; paid; failed: declined; closed: order ended unpaid');

export const bill = z.object({
  id: z.number().int(),
  billNo: z.string().describe('the number the gateway knows (out_trade_no)'),
  orderId: z.number().int(),
  gateway,
  status: billStatus,
  amount: fen,
  tradeNo: z.string().nullable().describe('the gateway’s trade number, once paid'),
  createdAt: instantString,
  paidAt: instantString.nullable(),
});

export const listOrderBills = endpoint('GET', `${COURSE}/orderbill/list`, 'user', {
  input: pageQuery.extend({ orderId: id }),
  output: listOf(bill),
  summary: 'The payment attempts (bills) of one of the caller’s orders, newest first',
  tags: ['orders'],
});

export const changeOrderBillStatus = endpoint('POST', `${COURSE}/orderbill/status`, 'user', {
  input: z.strictObject({
    orderId: bodyId('orderId'),
    status: z.literal('cancelled', { error: 'status must be cancelled' }),
  }),
  output: order,
  summary:
    'Cancel one of the caller’s unpaid orders (again: no change; 2002 paid; 2004 closed by time-out)',
  tags: ['orders'],
});

export const payStart = z.object({
  orderId: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  gateway,
  payUrl: z.string().describe('open this address (same window) to pay'),
  expiresAt: instantString.describe('the order closes at this instant'),
});

const payInput = z.strictObject({ orderId: bodyId('orderId') });

export const payOrder = endpoint('POST', `${SHOP}/order/pay`, 'user', {
  input: payInput,
  output: payStart,
  summary:
    'Pay an order through the configured gateway (sandbox by default): a bill and the address ' +
    'of the payment page. 2002 already paid, 2004 closed or cancelled',
  tags: ['orders'],
});

export const payOrderAlipay = endpoint('POST', `${SHOP}/alipay/order/pay`, 'user', {
  input: payInput,
  output: payStart,
  summary: 'Pay an order with Alipay (H5, alipay.trade.wap.pay); 2004 when Alipay is not set up',
  tags: ['orders'],
});

export const payOrderWechat = endpoint('POST', `${SHOP}/wechat/order/pay`, 'user', {
  input: z.strictObject({
    orderId: bodyId('orderId'),
    scene: z.enum(routes.PAY_SCENES, { error: 'scene must be h5, jsapi or native' }),
  }),
  output: payStart,
  summary:
    'Pay an order with WeChat Pay: h5 in a phone browser (WeChat’s page), jsapi inside WeChat ' +
    '(the school’s page asks WeChat for the openid, then opens the payment), native on a desktop ' +
    '(a page with the QR code); 2004 when WeChat Pay is not set up',
  tags: ['orders'],
});

export const listPayGateways = endpoint('GET', `${COURSE}/pay/gateways`, 'public', {
  input: z.object({}),
  output: z.object({
    gateways: z
      .array(gateway)
      .describe('the gateways this school takes payments with, preferred first'),
    wechatJsapi: z
      .boolean()
      .describe('WeChat Pay works inside WeChat’s browser (the official account is set up)'),
  }),
  summary: 'The payment methods the school offers (the pay page lists them)',
  tags: ['orders'],
});

/** The app's result page, where every gateway sends the browser back to. */
export const paySuccessRoute = (orderId: number) => `/#/pages/mall/paysuccess?orderId=${orderId}`;
