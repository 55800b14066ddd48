import type { listOutline, listOutlineParents } from '@school/contract/api/outline';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The course outline tree and the path to a node. */
export const outlineCalls = {
  list: call<typeof listOutline>('GET', `${COURSE}/outline/list`),
  parents: call<typeof listOutlineParents>('GET', `${COURSE}/outline/parent/list`),
};
