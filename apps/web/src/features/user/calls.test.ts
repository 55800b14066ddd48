import { editUser, uploadAvatar, viewUser } from '@school/contract/api/basic';
import { changePassword, deleteAccount } from '@school/contract/api/basic';
import {
  dictOptions,
  editSurvey,
  listNicknames,
  viewPreference,
} from '@school/contract/api/content';
import type { Endpoint } from '@school/contract/endpoint';
import { expect, it } from 'vitest';
import { accountCalls } from '../account/calls.ts';
import { userCalls } from './calls.ts';

const pairs: [string, { method: string; path: string }, Endpoint][] = [
  ['view', userCalls.view, viewUser],
  ['edit', userCalls.edit, editUser],
  ['avatar', userCalls.avatar, uploadAvatar],
  ['password', accountCalls.password, changePassword],
  ['delete', accountCalls.remove, deleteAccount],
  ['nicknames', accountCalls.nicknames, listNicknames],
  ['options', accountCalls.options, dictOptions],
  ['preference', accountCalls.preference, viewPreference],
  ['survey', accountCalls.survey, editSurvey],
];

it.each(pairs)('%s has the method and path of its contract endpoint', (_name, c, endpoint) => {
  expect(c).toEqual({ method: endpoint.method, path: endpoint.path });
});
