import type { bookSlots, listSchedule, listSchedulePlan } from '@school/contract/api/booking';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Schedule and booking calls, typed by the contract (see teachers/calls.ts for why not imported). */
export const bookingCalls = {
  schedule: call<typeof listSchedule>('GET', `${COURSE}/teacherSchedule/list`),
  plan: call<typeof listSchedulePlan>('GET', `${COURSE}/teacherSchedulePlan/list`),
  book: call<typeof bookSlots>('POST', `${COURSE}/studentBookings/edit_bull`),
};
