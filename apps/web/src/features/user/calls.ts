import type { editUser, uploadAvatar, viewUser } from '@school/contract/api/basic';
import { BASIC } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Profile calls, typed by the contract's endpoints (see Call in lib/request.ts). */
export const userCalls = {
  view: call<typeof viewUser>('GET', `${BASIC}/clientUsers/view`),
  edit: call<typeof editUser>('POST', `${BASIC}/clientUsers/edit`),
  avatar: call<typeof uploadAvatar>('POST', `${BASIC}/clientUsers/avatar`),
};
