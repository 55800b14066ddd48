import type { bookSlots, listSchedule, listSchedulePlan } from '@school/contract/api/booking';
import * as bookingRoutes from '@school/contract/routes/booking';
import { call } from '../../lib/request.ts';

/** Schedule and booking calls, typed by the contract (see teachers/calls.ts for why not imported). */
export const bookingCalls = {
  schedule: call<typeof listSchedule>(bookingRoutes.listSchedule),
  plan: call<typeof listSchedulePlan>(bookingRoutes.listSchedulePlan),
  book: call<typeof bookSlots>(bookingRoutes.bookSlots),
};
