import type { listLiveRooms } from '@school/contract/api/booking';
import type { enterClassroom, watchReplay } from '@school/contract/api/classroom';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Entering a classroom and the caller's classroom entries (issue #7). */
export const classroomCalls = {
  enter: call<typeof enterClassroom>('POST', `${COURSE}/liveRoom/enter`),
  list: call<typeof listLiveRooms>('GET', `${COURSE}/liveRoom/list`),
  replay: call<typeof watchReplay>('POST', `${COURSE}/liveRoom/replay`),
};
