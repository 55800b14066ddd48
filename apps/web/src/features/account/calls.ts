import type { changePassword, deleteAccount } from '@school/contract/api/basic';
import type {
  dictOptions,
  editSurvey,
  listNicknames,
  viewPreference,
} from '@school/contract/api/content';
import { BASIC, COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/**
 * The account screens' calls, typed by the contract's endpoints without importing them (their
 * zod would join the download); calls.test.ts checks each against the contract.
 */
export const accountCalls = {
  password: call<typeof changePassword>('POST', `${BASIC}/clientUsers/password`),
  remove: call<typeof deleteAccount>('POST', `${BASIC}/clientUsers/delete`),
  nicknames: call<typeof listNicknames>('GET', `${COURSE}/nickname/list`),
  options: call<typeof dictOptions>('GET', '/api/dictData/options'),
  preference: call<typeof viewPreference>('GET', `${COURSE}/questionSurvey/view`),
  survey: call<typeof editSurvey>('POST', `${COURSE}/questionSurvey/edit`),
};
