import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { uniqueViolation } from '../../lib/pgErrors.ts';
import * as repo from './teacherLoginRepository.ts';

/**
 * The login of a teacher made in the console: an account with the role `teacher` and the
 * teacher's phone, as the demo teachers have (db/demo/teacherAccounts.ts). The teacher logs in to
 * the teachers' area with an SMS code to that phone (the login recognises the role), at once.
 * A phone that already has an account (a family's, another teacher's) is refused: a family's
 * account never becomes a teacher's.
 */

const phoneTaken = () =>
  invalid(
    '该手机号已有账号（家长或其他老师），请换一个号码',
    'This phone already has an account (a family or another teacher); use another one',
    'phone',
  );

export interface TeacherLogin {
  phone: string;
  name: string;
  sex: number;
}

/** A new teacher account; 1001 (field phone) when the phone has an account. */
export async function createTeacherLogin(db: Db, a: TeacherLogin, now: Date): Promise<number> {
  const id = await repo.insertTeacherAccount(db, a, now);
  if (id === null) throw phoneTaken();
  return id;
}

/**
 * The teacher's login follows the profile: phone, name and sex. A phone another account holds is
 * refused (1001, field phone); the change runs in a savepoint so the refusal leaves the caller's
 * transaction usable.
 */
export async function updateTeacherLogin(db: Db, userId: number, a: TeacherLogin, now: Date) {
  try {
    await db.transaction((sp) => repo.updateTeacherAccount(sp, userId, a, now));
  } catch (err) {
    if (uniqueViolation(err)) throw phoneTaken();
    throw err;
  }
}

export async function teacherLoginOf(db: Db, userId: number) {
  return (await repo.findTeacherAccount(db, userId)) ?? null;
}

/**
 * A teacher who left cannot log in any more (the login answers "account disabled", 3005). The
 * caller ends the account's sessions (auth) after the commit.
 */
export const disableTeacherLogin = (db: Db, userId: number, now: Date) =>
  repo.setTeacherAccountStatus(db, userId, 'disabled', now);
