/**
 * Runs one page of a list query and its count side by side: `{ rows, total }` for a list reply.
 * Both are drizzle query builders (thenables), e.g.
 * `withTotal(db.select().from(t).where(w).limit(n).offset(o), db.select({ n: count() }).from(t).where(w))`.
 */
export async function withTotal<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ n: number }[]>) {
  const [list, [total]] = await Promise.all([rows, counted]);
  return { rows: list, total: total?.n ?? 0 };
}
