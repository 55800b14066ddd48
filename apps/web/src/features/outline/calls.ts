import type { listOutline, listOutlineParents } from '@school/contract/api/outline';
import * as outlineRoutes from '@school/contract/routes/outline';
import { call } from '../../lib/request.ts';

/** The course outline tree and the path to a node. */
export const outlineCalls = {
  list: call<typeof listOutline>(outlineRoutes.listOutline),
  parents: call<typeof listOutlineParents>(outlineRoutes.listOutlineParents),
};
