import type {
  clientLogin,
  clientLoginPassword,
  logout,
  resetPassword,
  sendSms,
  verifySmsCode,
  viewConsent,
  acceptConsent,
} from '@school/contract/api/basic';
import * as basicRoutes from '@school/contract/routes/basic';
import { call } from '../../lib/request.ts';

/** The login route's calls, typed by the contract's endpoints (see Call in lib/request.ts). */
export const authCalls = {
  sendSms: call<typeof sendSms>(basicRoutes.sendSms),
  clientLogin: call<typeof clientLogin>(basicRoutes.clientLogin),
  clientLoginPassword: call<typeof clientLoginPassword>(basicRoutes.clientLoginPassword),
  resetPassword: call<typeof resetPassword>(basicRoutes.resetPassword),
  verifySmsCode: call<typeof verifySmsCode>(basicRoutes.verifySmsCode),
  logout: call<typeof logout>(basicRoutes.logout),
  viewConsent: call<typeof viewConsent>(basicRoutes.viewConsent),
  acceptConsent: call<typeof acceptConsent>(basicRoutes.acceptConsent),
};
