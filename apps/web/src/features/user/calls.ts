import type { editUser, uploadAvatar, viewUser } from '@school/contract/api/basic';
import * as basicRoutes from '@school/contract/routes/basic';
import { call } from '../../lib/request.ts';

/** Profile calls, typed by the contract's endpoints (see Call in lib/request.ts). */
export const userCalls = {
  view: call<typeof viewUser>(basicRoutes.viewUser),
  edit: call<typeof editUser>(basicRoutes.editUser),
  avatar: call<typeof uploadAvatar>(basicRoutes.uploadAvatar),
};
