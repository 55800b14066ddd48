import type { listLiveRooms } from '@school/contract/api/booking';
import type { enterClassroom, watchReplay } from '@school/contract/api/classroom';
import * as bookingRoutes from '@school/contract/routes/booking';
import * as classroomRoutes from '@school/contract/routes/classroom';
import { call } from '../../lib/request.ts';

/** Entering a classroom and the caller's classroom entries (issue #7). */
export const classroomCalls = {
  enter: call<typeof enterClassroom>(classroomRoutes.enterClassroom),
  list: call<typeof listLiveRooms>(bookingRoutes.listLiveRooms),
  replay: call<typeof watchReplay>(classroomRoutes.watchReplay),
};
