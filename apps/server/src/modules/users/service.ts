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
import { avatarImage, EXTENSIONS, type AvatarType } from './avatarImage.ts';
import { randomBytes } from 'node:crypto';

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
  const before = patch.avatar !== undefined ? await viewProfile(ctx.db, userId) : undefined;
  // An avatar is a file this server stored for this user, and only the upload call stores one:
  // here it can stay as it is or be cleared. Any other address is refused: someone else's file
  // (a later replace would delete it) or any outside URL (a tracking pixel wherever it shows).
  if (patch.avatar && patch.avatar !== before?.avatar)
    throw invalid(
      'avatar: 请通过上传设置头像',
      'avatar: an avatar is set by uploading it (clientUsers/avatar)',
    );
  const profile = await repo.updateProfile(ctx.db, userId, patch, now);
  if (!profile) throw notFound();
  await ctx.sessions.forgetUser(userId);
  if (before?.avatar && before.avatar !== profile.avatar && ctx.storage.owns(before.avatar))
    await removeStoredFile(ctx, before.avatar);
  return profile;
}

/** For the login rules of the auth module. */
export const findAccountByPhone = (db: Db, phone: string) => repo.findAccountByPhone(db, phone);

/** Registration: the first successful SMS login of a phone (after the guardian's consent). */
export const createStudentAccount = (db: Db, phone: string, now: Date) =>
  repo.insertStudent(db, phone, now);

/**
 * The account a staff member is linked to when their phone has none: not a family (the console's
 * families list leaves it out) until the person signs in to the families' app.
 */
export const createStaffLinkAccount = (db: Db, phone: string, now: Date) =>
  repo.insertStudent(db, phone, now, false);

/** Called at a family app sign-in of an account that only linked a staff member. */
export async function becomeFamily(db: Db, account: repo.Account, now: Date) {
  if (!account.isFamily) await repo.markFamily(db, account.id, now);
}

export async function setPasswordHash(db: Db, userId: number, hash: string, now: Date) {
  await repo.updatePasswordHash(db, userId, hash, now);
}

/** The caller's phone, password hash and status (password change). */
export const findCredentials = (db: Db, userId: number) => repo.findCredentials(db, userId);

const notAnImage = () =>
  invalid(
    'avatar: 文件不是有效的 JPG、PNG 或 WebP 图片',
    'avatar: the file is not a valid JPG, PNG or WebP image',
  );

/**
 * Avatar upload: the bytes must be the image type declared (checked by decoding them), are stored
 * upright, resized and without metadata (avatarImage.ts) under a random name, become the caller's
 * avatar, and the old file goes.
 */
export async function uploadAvatar(
  ctx: AppContext,
  userId: number,
  declared: AvatarType,
  bytes: Buffer,
): Promise<UserInfo> {
  const clean = await avatarImage(declared, bytes);
  if (!clean) throw notAnImage();
  const key = `avatars/${randomBytes(16).toString('hex')}.${EXTENSIONS[declared]}`;
  const address = await ctx.storage.put(key, clean, declared);
  let swapped: Awaited<ReturnType<typeof repo.swapAvatar>>;
  try {
    swapped = await ctx.db.transaction((tx) =>
      repo.swapAvatar(tx, userId, address, ctx.clock.now()),
    );
  } catch (err) {
    await ctx.storage.remove(address).catch(() => undefined);
    throw err;
  }
  if (!swapped.profile) throw notFound();
  await ctx.sessions.forgetUser(userId);
  if (swapped.previous) await removeStoredFile(ctx, swapped.previous);
  return swapped.profile;
}

/** Deletes an uploaded file (a failure is logged, never fatal: the row no longer points to it). */
export async function removeStoredFile(ctx: AppContext, address: string) {
  await ctx.storage
    .remove(address)
    .catch((err: unknown) => ctx.log.warn({ err }, 'removing an uploaded file failed'));
}

/** Account deletion: the account row, locked (its phone and avatar, read before erasing). */
export const lockAccount = (db: Db, userId: number) => repo.lockAccount(db, userId);

/** Account deletion: phone, names, sex, birth date, avatar and password go; the id stays. */
export const anonymiseAccount = (db: Db, userId: number, now: Date) =>
  repo.anonymise(db, userId, now);
