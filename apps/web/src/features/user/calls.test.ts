import { viewUser } from '@school/contract/api/basic';
import { expect, it } from 'vitest';
import { userCalls } from './calls.ts';

it('clientUsers/view has the method and path of the contract endpoint', () => {
  expect(userCalls.view).toEqual({ method: viewUser.method, path: viewUser.path });
});
