import type { FastifyInstance } from 'fastify';
import { bookSlots, changeBookingStatus } from '@school/contract/api/booking';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { book } from './book.ts';
import { cancel } from './service.ts';

export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, bookSlots, ({ input, user }) => book(ctx, user.id, input));
  route(app, ctx, changeBookingStatus, ({ input, user }) => cancel(ctx, user.id, input));
}
