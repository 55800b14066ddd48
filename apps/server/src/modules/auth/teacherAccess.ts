import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthUser } from './sessions.ts';

const forbidden = () =>
  new AppError(3003, '仅限老师账号使用', 'Only a teacher account can do this');

/**
 * The teacher an account acts for: the account must have the role `teacher` and a teacher row
 * linked to it (`teachers.user_id`); anything else is 3003. A hidden teacher still reaches the
 * desk (their lessons go on).
 */
export async function teacherOfUser(db: Db, user: AuthUser): Promise<number> {
  if (user.role !== 'teacher') throw forbidden();
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, user.id))
    .limit(1);
  const row = rows[0];
  if (!row) throw forbidden();
  return row.id;
}
