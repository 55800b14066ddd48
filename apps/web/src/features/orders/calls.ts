import type {
  changeOrderBillStatus,
  editOrderReview,
  listOrderBills,
  listOrders,
  payOrder,
  payOrderAlipay,
  viewOrder,
} from '@school/contract/api/mall';
import { COURSE, SHOP } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Orders, their bills, payment and the order review (typed by the contract, no zod). */
export const orderCalls = {
  list: call<typeof listOrders>('GET', `${COURSE}/order/list`),
  view: call<typeof viewOrder>('GET', `${COURSE}/order/view`),
  bills: call<typeof listOrderBills>('GET', `${COURSE}/orderbill/list`),
  cancel: call<typeof changeOrderBillStatus>('POST', `${COURSE}/orderbill/status`),
  pay: call<typeof payOrder>('POST', `${SHOP}/order/pay`),
  payAlipay: call<typeof payOrderAlipay>('POST', `${SHOP}/alipay/order/pay`),
  review: call<typeof editOrderReview>('POST', `${COURSE}/orderReviews/edit`),
};
