import type { listBanners } from '@school/contract/api/content';
import type {
  createOrder,
  listOrderReviews,
  listProducts,
  viewProduct,
} from '@school/contract/api/mall';
import { BASIC, COURSE, SHOP } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Products, their reviews, the mall's banners and ordering (typed by the contract, no zod). */
export const mallCalls = {
  products: call<typeof listProducts>('GET', `${COURSE}/tkProducts/list`),
  product: call<typeof viewProduct>('GET', `${COURSE}/tkProducts/view`),
  reviews: call<typeof listOrderReviews>('GET', `${COURSE}/orderReviews/list`),
  banners: call<typeof listBanners>('GET', `${BASIC}/adv/list`),
  create: call<typeof createOrder>('POST', `${SHOP}/order/create`),
};
