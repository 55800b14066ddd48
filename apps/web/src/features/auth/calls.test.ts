import * as basic from '@school/contract/api/basic';
import { describe, expect, it } from 'vitest';
import { authCalls } from './calls.ts';
import { AGREEMENT_VERSION, CONSENT_VERSION, PRIVACY_VERSION } from './consent.ts';

describe('auth calls', () => {
  it.each([
    ['sendSms', basic.sendSms],
    ['clientLogin', basic.clientLogin],
    ['clientLoginPassword', basic.clientLoginPassword],
    ['resetPassword', basic.resetPassword],
    ['verifySmsCode', basic.verifySmsCode],
    ['logout', basic.logout],
  ] as const)('%s has the method and path of the contract endpoint', (name, endpoint) => {
    expect(authCalls[name]).toEqual({ method: endpoint.method, path: endpoint.path });
  });

  it('asks consent for the contract’s current agreement and privacy versions', () => {
    expect(AGREEMENT_VERSION).toBe(basic.AGREEMENT_VERSION);
    expect(PRIVACY_VERSION).toBe(basic.PRIVACY_VERSION);
    expect(CONSENT_VERSION).toBe(`${basic.AGREEMENT_VERSION}+${basic.PRIVACY_VERSION}`);
  });
});
