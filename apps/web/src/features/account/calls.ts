import type { changePassword, deleteAccount } from '@school/contract/api/basic';
import type {
  dictOptions,
  editSurvey,
  listNicknames,
  viewPreference,
} from '@school/contract/api/content';
import * as basicRoutes from '@school/contract/routes/basic';
import * as contentRoutes from '@school/contract/routes/content';
import { call } from '../../lib/request.ts';

/**
 * The account screens' calls, typed by the contract's endpoints without importing them (their
 * zod would join the download); calls.test.ts checks each against the contract.
 */
export const accountCalls = {
  password: call<typeof changePassword>(basicRoutes.changePassword),
  remove: call<typeof deleteAccount>(basicRoutes.deleteAccount),
  nicknames: call<typeof listNicknames>(contentRoutes.listNicknames),
  options: call<typeof dictOptions>(contentRoutes.dictOptions),
  preference: call<typeof viewPreference>(contentRoutes.viewPreference),
  survey: call<typeof editSurvey>(contentRoutes.editSurvey),
};
