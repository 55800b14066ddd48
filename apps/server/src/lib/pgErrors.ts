/**
 * PostgreSQL errors as both drivers report them. Drizzle wraps a driver error (DrizzleQueryError
 * with `cause`), so the chain is walked. The constraint name comes from the error's field when the
 * driver sets it, else from the message ('... violates unique constraint "name"').
 */
interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* chain(err: unknown): Generator<PgErrorLike> {
  let e = err as PgErrorLike | undefined;
  for (let i = 0; e && typeof e === 'object' && i < 5; i++) {
    yield e;
    e = e.cause as PgErrorLike | undefined;
  }
}

/** The SQLSTATE of a database error, or undefined. */
export function pgErrorCode(err: unknown): string | undefined {
  for (const e of chain(err))
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

function violatedConstraint(err: unknown, code: string): string | null {
  for (const e of chain(err)) {
    if (e.code !== code) continue;
    if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
    const m = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message) : null;
    return m?.[1] ?? '';
  }
  return null;
}

/** The constraint a unique violation (23505) hit, or null when the error is something else. */
export const uniqueViolation = (err: unknown) => violatedConstraint(err, '23505');

/** The constraint a CHECK violation (23514) hit, or null when the error is something else. */
export const checkViolation = (err: unknown) => violatedConstraint(err, '23514');

/** Deadlock or serialization failure: the transaction lost a race and may be retried. */
export function isRetryableConflict(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === '40P01' || code === '40001';
}

/** The constraint a foreign key violation (23503) hit, or null when the error is something else. */
export const foreignKeyViolation = (err: unknown) => violatedConstraint(err, '23503');
