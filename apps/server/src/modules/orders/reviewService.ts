import type { OutputOf } from '@school/contract/endpoint';
import type { editOrderReview, listOrderReviews } from '@school/contract/api/mall';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { uniqueViolation } from '../../lib/pgErrors.ts';
import * as catalog from '../catalog/service.ts';
import { maskName } from '../teachers/rules.ts';
import { orderNotFound } from './service.ts';
import * as repo from './repository.ts';

type Review = OutputOf<typeof editOrderReview>;

const toReview = (r: repo.ReviewRow): Review => ({
  id: r.id,
  productId: r.productId,
  stars: r.stars,
  content: r.content,
  authorName: maskName(r.authorName),
  createdAt: r.createdAt.toISOString(),
});

const duplicate = () => conflict('该订单已评价', 'This order has already been reviewed');

/**
 * `orderReviews/edit`: one review per paid order of the caller. The review and the product's
 * rating change in one transaction; the unique index on the order turns a second review (even a
 * concurrent one) into 2002.
 */
export async function reviewOrder(
  ctx: AppContext,
  userId: number,
  input: { orderId: number; stars: number; content: string },
): Promise<Review> {
  const now = ctx.clock.now();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, input.orderId, userId);
      if (!order) throw orderNotFound();
      if (order.status !== 'paid')
        throw new AppError(2004, '订单支付后才能评价', 'An order can be reviewed once it is paid');
      const review = await repo.insertReview(tx, {
        orderId: order.id,
        productId: order.productId,
        userId,
        stars: input.stars,
        content: input.content,
        createdAt: now,
      });
      await catalog.addProductRating(tx, order.productId, input.stars);
      return review.id;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'order_reviews_order_key') throw duplicate();
    throw err;
  }
  return toReview((await repo.findReview(ctx.db, id))!);
}

/** `orderReviews/list`: reviews of a product, newest first, with the author's name masked. */
export async function listProductReviews(
  ctx: AppContext,
  input: { productId: number; page: number; pageSize: number },
): Promise<OutputOf<typeof listOrderReviews>> {
  const { rows, total } = await repo.pageProductReviews(
    ctx.db,
    input.productId,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return { list: rows.map(toReview), total, page: input.page, pageSize: input.pageSize };
}
