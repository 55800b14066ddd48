import { defaultMessages, type ErrorCodeValue } from '@school/contract/errors';

/**
 * The one error a service throws. The error handler turns it into the envelope and the HTTP status
 * of its code. `message` is for people (Chinese); `messageEn` is used for `Accept-Language: en`.
 * A 1001 names the input field it is about with `field` (or, as older code does, with a leading
 * "field: " in the message, which the handler moves into `data.field`): see `fieldErrors.ts`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message?: string,
    readonly messageEn?: string,
    readonly field?: string,
  ) {
    super(message ?? defaultMessages[code].zh);
  }
}

export const invalid = (zh: string, en?: string, field?: string) =>
  new AppError(1001, zh, en, field);
export const notFound = (zh?: string, en?: string) => new AppError(2001, zh, en);
export const conflict = (zh?: string, en?: string) => new AppError(2002, zh, en);
