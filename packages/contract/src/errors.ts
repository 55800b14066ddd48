/**
 * The error table of the API (docs/design/api.md §3). The seed fixes 0, 1002, 1003 and 3005; the rest are ours.
 * Every failure a client can see carries one of these codes in the envelope, with the HTTP status
 * of its class so that both the seed's client (reads `code`) and generic HTTP tooling work.
 */
export const ErrorCode = {
  OK: 0,
  INVALID_INPUT: 1001,
  NOT_LOGGED_IN: 1002,
  LOGIN_EXPIRED: 1003,
  NOT_FOUND: 2001,
  CONFLICT: 2002,
  NOT_ENOUGH_CREDITS: 2003,
  OUTSIDE_WINDOW: 2004,
  FORBIDDEN: 3003,
  ACCOUNT_DISABLED: 3005,
  TOO_MANY_REQUESTS: 4001,
  INTERNAL: 5000,
  /** The server copy is stopping (deploy, scale-in): try again, another copy will answer. */
  SHUTTING_DOWN: 5003,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<ErrorCodeValue, number> = {
  0: 200,
  1001: 400,
  1002: 401,
  1003: 401,
  2001: 404,
  2002: 409,
  2003: 409,
  2004: 409,
  3003: 403,
  3005: 403,
  4001: 429,
  5000: 500,
  5003: 503,
};

/** Default messages, Chinese first (the app's language) and English for `Accept-Language: en`. */
export const defaultMessages: Record<ErrorCodeValue, { zh: string; en: string }> = {
  0: { zh: '成功', en: 'Success' },
  1001: { zh: '请求参数有误', en: 'Invalid input' },
  1002: { zh: '请先登录', en: 'Please log in' },
  1003: { zh: '登录已过期，请重新登录', en: 'Your login has expired, please log in again' },
  2001: { zh: '内容不存在', en: 'Not found' },
  2002: { zh: '操作冲突，请刷新后重试', en: 'Conflict, please refresh and try again' },
  2003: { zh: '课时不足', en: 'Not enough lesson credits' },
  2004: { zh: '不在可操作的时间范围内', en: 'Outside the allowed time window' },
  3003: { zh: '没有权限进行此操作', en: 'You are not allowed to do this' },
  3005: { zh: '账号已停用', en: 'This account is disabled' },
  4001: { zh: '操作太频繁，请稍后再试', en: 'Too many requests, please try again later' },
  5000: { zh: '服务器开小差了，请稍后再试', en: 'Internal error, please try again later' },
  5003: {
    zh: '服务器正在重启，请稍后再试',
    en: 'The server is restarting, please try again shortly',
  },
};

/**
 * `data` of a 1001 (invalid input) that is about named input fields (decision 0015). `message`
 * stays the whole answer for people; these say where a form shows it. Paths are dot-separated
 * (`entries.14.start`). Added to the envelope without changing it: other answers keep
 * `data: null`, and a client that ignores `data` on errors still shows `message`.
 */
export interface FieldErrorData {
  /** The first field the answer is about. */
  field: string;
  /** Every field with its own message for people. */
  errors: { field: string; message: string }[];
}

/** The field errors of an error envelope's `data`, or null when it names none. */
export function fieldErrorsOf(data: unknown): FieldErrorData | null {
  if (!data || typeof data !== 'object') return null;
  const { field, errors } = data as Partial<FieldErrorData>;
  if (typeof field !== 'string' || !Array.isArray(errors)) return null;
  return { field, errors: errors.filter((e) => typeof e?.field === 'string') };
}
