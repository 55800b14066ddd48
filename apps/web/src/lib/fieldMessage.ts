import { isApiError } from './request.ts';

/**
 * A 1001 answer names its field in `data.field` (decision 0015) and its message is for people.
 * Older servers wrote the field before the message ("code: 验证码错误"); both are read.
 */
export function fieldOfMessage(message: string): { field: string; text: string } | null {
  const m = /^(?:参数错误 |Invalid input )?([A-Za-z][\w.]*): (.+)$/s.exec(message.trim());
  return m ? { field: m[1]!, text: m[2]! } : null;
}

/** The field and text of a 1001 answer (bad input), or null for any other failure. */
export function fieldErrorOf(error: unknown): { field: string; text: string } | null {
  if (!isApiError(error) || error.code !== 1001 || error.transport) return null;
  if (error.fields?.field) {
    const first = error.fields.errors.find((e) => e.field === error.fields!.field);
    return { field: error.fields.field, text: first?.message ?? error.message };
  }
  return fieldOfMessage(error.message);
}

/**
 * Every field error of a 1001 answer (a form with several fields or rows shows each under its
 * own), or an empty list.
 */
export function fieldErrorsOf(error: unknown): { field: string; text: string }[] {
  if (!isApiError(error) || error.code !== 1001 || error.transport) return [];
  if (error.fields) return error.fields.errors.map((e) => ({ field: e.field, text: e.message }));
  const one = fieldOfMessage(error.message);
  return one ? [one] : [];
}

/** True when the answer is a 1001 about one of these fields: the form shows it, no toast. */
export const isFieldErrorOf =
  (...fields: string[]) =>
  (error: unknown) => {
    const found = fieldErrorOf(error);
    return !!found && fields.some((f) => found.field === f || found.field.startsWith(`${f}.`));
  };
