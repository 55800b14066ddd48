import type {
  changeOrderBillStatus,
  editOrderReview,
  listOrderBills,
  listOrders,
  payOrder,
  payOrderAlipay,
  viewOrder,
} from '@school/contract/api/mall';
import * as mallRoutes from '@school/contract/routes/mall';
import { call } from '../../lib/request.ts';

/** Orders, their bills, payment and the order review (typed by the contract, no zod). */
export const orderCalls = {
  list: call<typeof listOrders>(mallRoutes.listOrders),
  view: call<typeof viewOrder>(mallRoutes.viewOrder),
  bills: call<typeof listOrderBills>(mallRoutes.listOrderBills),
  cancel: call<typeof changeOrderBillStatus>(mallRoutes.changeOrderBillStatus),
  pay: call<typeof payOrder>(mallRoutes.payOrder),
  payAlipay: call<typeof payOrderAlipay>(mallRoutes.payOrderAlipay),
  review: call<typeof editOrderReview>(mallRoutes.editOrderReview),
};
