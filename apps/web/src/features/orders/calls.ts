import type {
  changeOrderBillStatus,
  editOrderReview,
  listOrderBills,
  listOrders,
  payOrder,
  payOrderAlipay,
  payOrderWechat,
  listPayGateways,
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
  payWechat: call<typeof payOrderWechat>(mallRoutes.payOrderWechat),
  gateways: call<typeof listPayGateways>(mallRoutes.listPayGateways),
  review: call<typeof editOrderReview>(mallRoutes.editOrderReview),
};
