import * as api from '@school/contract/api/admin/staff';
import { request } from '../../lib/request.ts';

export const login = (input: { phone: string; password: string }) => request(api.staffLogin, input);
export const verify = (input: { ticket: string; code: string }) => request(api.staffVerify, input);
export const resend = (ticket: string) => request(api.staffResendCode, { ticket });
export const sendPasswordCode = (phone: string) => request(api.staffSendPasswordCode, { phone });
export const setPassword = (input: { phone: string; code: string; password: string }) =>
  request(api.staffSetPassword, input);
