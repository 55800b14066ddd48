import type { UserInfo } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import {
  avatarProblem,
  birthProblem,
  dateIn,
  englishNameProblem,
  type Problem,
} from './profileRules.ts';
import * as repo from './repository.ts';

export type { Account } from './repository.ts';
export { toUserInfo, type ProfileFields } from './userInfo.ts';

/** The caller's profile. The session check already proved the account exists and is active. */
export async function viewProfile(db: Db, userId: number): Promise<UserInfo> {
  const profile = await repo.findProfile(db, userId);
  if (!profile) throw notFound();
  return profile;
}

/** Applies the profile rules to the fields present; the first problem found is reported. */
export function profileEditProblem(input: repo.ProfilePatch, today: string): Problem | null {
  return (
    (input.name !== undefined ? englishNameProblem('name', input.name) : null) ??
    (input.username ? englishNameProblem('username', input.username) : null) ??
    (input.birth !== undefined ? birthProblem(input.birth, today) : null) ??
    (input.avatar !== undefined ? avatarProblem(input.avatar) : null)
  );
}

/** Changes the caller's own profile (nobody else's: the id comes from the session). */
export async function editProfile(
  ctx: AppContext,
  userId: number,
  input: repo.ProfilePatch,
): Promise<UserInfo> {
  const now = ctx.clock.now();
  const problem = profileEditProblem(input, dateIn(ctx.config.TIME_ZONE, now));
  if (problem) throw invalid(problem.zh, problem.en);
  const patch = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as repo.ProfilePatch;
  if (Object.keys(patch).length === 0) return viewProfile(ctx.db, userId);
  const profile = await repo.updateProfile(ctx.db, userId, patch, now);
  if (!profile) throw notFound();
  return profile;
}

/** For the login rules of the auth module. */
export const findAccountByPhone = (db: Db, phone: string) => repo.findAccountByPhone(db, phone);

/** Registration: the first successful SMS login of a phone (after the guardian's consent). */
export const createStudentAccount = (db: Db, phone: string, now: Date) =>
  repo.insertStudent(db, phone, now);

export async function setPasswordHash(db: Db, userId: number, hash: string, now: Date) {
  await repo.updatePasswordHash(db, userId, hash, now);
}
