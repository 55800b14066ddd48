import type { listMyMessages } from '@school/contract/api/inbox';
import * as inboxRoutes from '@school/contract/routes/inbox';
import { call } from '../../lib/request.ts';

/** 我的消息 (issue 13): the family's messages and feedback with the school's replies. */
export const inboxCalls = {
  list: call<typeof listMyMessages>(inboxRoutes.listMyMessages),
};
