import type { listBanners } from '@school/contract/api/content';
import type {
  createOrder,
  listOrderReviews,
  listProducts,
  viewProduct,
} from '@school/contract/api/mall';
import * as contentRoutes from '@school/contract/routes/content';
import * as mallRoutes from '@school/contract/routes/mall';
import { call } from '../../lib/request.ts';

/** Products, their reviews, the mall's banners and ordering (typed by the contract, no zod). */
export const mallCalls = {
  products: call<typeof listProducts>(mallRoutes.listProducts),
  product: call<typeof viewProduct>(mallRoutes.viewProduct),
  reviews: call<typeof listOrderReviews>(mallRoutes.listOrderReviews),
  banners: call<typeof listBanners>(contentRoutes.listBanners),
  create: call<typeof createOrder>(mallRoutes.createOrder),
};
