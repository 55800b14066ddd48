import type {
  clientLogin,
  clientLoginPassword,
  logout,
  resetPassword,
  sendSms,
  verifySmsCode,
} from '@school/contract/api/basic';
import { BASIC } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The login route's calls, typed by the contract's endpoints (see Call in lib/request.ts). */
export const authCalls = {
  sendSms: call<typeof sendSms>('POST', `${BASIC}/sms/send`),
  clientLogin: call<typeof clientLogin>('POST', `${BASIC}/client_login`),
  clientLoginPassword: call<typeof clientLoginPassword>('POST', `${BASIC}/client_login_password`),
  resetPassword: call<typeof resetPassword>('POST', `${BASIC}/reset_pwd`),
  verifySmsCode: call<typeof verifySmsCode>('POST', `${BASIC}/sms/verify`),
  logout: call<typeof logout>('POST', `${BASIC}/logout`),
};
