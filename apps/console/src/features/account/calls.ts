import * as api from '@school/contract/api/admin/staff';
import { request } from '../../lib/request.ts';

export const changePassword = (input: { oldPassword: string; password: string }) =>
  request(api.staffChangePassword, input);
export const setupTotp = () => request(api.staffTotpSetup, {});
export const enableTotp = (code: string) => request(api.staffTotpEnable, { code });
export const disableTotp = (password: string) => request(api.staffTotpDisable, { password });
