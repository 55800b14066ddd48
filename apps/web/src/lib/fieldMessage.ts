import { isApiError } from './request.ts';

/**
 * A 1001 message names its field ("code: 验证码错误", "参数错误 password: ..."): the field and the
 * text after it, so a form can show it under that field. Null for other messages.
 */
export function fieldOfMessage(message: string): { field: string; text: string } | null {
  const m = /^(?:参数错误 |Invalid input )?([A-Za-z][\w.]*): (.+)$/s.exec(message.trim());
  return m ? { field: m[1]!, text: m[2]! } : null;
}

/** The field and text of a 1001 answer (bad input), or null for any other failure. */
export function fieldErrorOf(error: unknown): { field: string; text: string } | null {
  return isApiError(error) && error.code === 1001 && !error.transport
    ? fieldOfMessage(error.message)
    : null;
}
