import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { eraseAuthStateOf, revokeAllSessions } from '../auth/service.ts';
import { checkSmsCode, smsCodeError, useSmsCode } from '../auth/smsService.ts';
import { cancelFutureLessonsOf } from '../booking/service.ts';
import { eraseSurveysOf } from '../content/surveyService.ts';
import { closeCreditsOf } from '../credits/service.ts';
import { eraseNotificationsOf } from '../notifications/service.ts';
import { eraseResultsOf } from '../exams/service.ts';
import { eraseRecordingsOf } from '../classroom/recordingService.ts';
import { eraseFavouritesAndMessagesOf } from '../teachers/service.ts';
import { eraseRepliesOf } from '../inbox/service.ts';
import { anonymiseAccount, lockAccount, removeStoredFile } from '../users/service.ts';

/**
 * Account deletion (docs/design/accounts.md §4.1), confirmed by an SMS code of purpose `delete` sent to the
 * account's phone. Everything happens in one transaction, so it is all or nothing:
 *  - every session revoked (old tokens answer 1003);
 *  - future lessons cancelled by the school: credits returned (`account_deleted`), slots free;
 *    then the remaining credits close with the account (ledger rows, so the ledger sums to 0);
 *  - the person erased: phone (now free to register again), names, sex, birth date, avatar,
 *    password, survey answers, exam results, favourites, messages and the school's replies to
 *    them, lesson notes, the phone's SMS
 *    code, counters and password failures. Reviews keep stars and text; their author name is
 *    read from the account at display time and is now anonymous;
 *  - orders, payments and consents are kept: they hold the account id, which no longer leads to
 *    a phone or a name.
 * A wrong code counts as a wrong try (committed) and nothing else happens.
 * The avatar file and the lessons' recordings are removed after the commit.
 */
export async function deleteAccount(ctx: AppContext, userId: number, code: string): Promise<void> {
  await eraseAccount(ctx, userId, async (tx, account, now) => {
    if (!account || account.status !== 'active' || !account.phone) return new AppError(1003);
    const phone = account.phone;
    const check = await checkSmsCode(
      tx,
      ctx.config.AUTH_SECRET,
      { phone, purpose: 'delete', code },
      now,
    );
    if (check.verdict !== 'ok') return smsCodeError(check);
    if (!(await useSmsCode(tx, phone, check.sentAt, now)))
      return smsCodeError({ verdict: 'spent' });
    return null;
  });
}

export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/**
 * Says whether the erasure may go on, in its transaction with the account row locked: an error
 * to answer (the transaction still commits what the check wrote, e.g. a wrong code's try), or
 * null. The console's erasure on request (consoleFamilies) checks the staff member's typed
 * confirmation and writes its audit row here.
 */
export type ErasureCheck = (
  tx: Db,
  account: LockedAccount | undefined,
  now: Date,
) => Promise<AppError | null>;

/**
 * The erasure of an account, whoever asks for it (the family in the app, or the school on the
 * family's request): the one implementation of docs/design/accounts.md §4.1's deletion. `check` passes first.
 */
export async function eraseAccount(
  ctx: AppContext,
  userId: number,
  check: ErasureCheck,
): Promise<void> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const error = await check(tx, account, now);
    if (error) return { error };
    const phone = account!.phone!;

    await revokeAllSessions(tx, userId, now);
    await cancelFutureLessonsOf(tx, userId, now);
    await closeCreditsOf(tx, userId, now);
    await eraseSurveysOf(tx, userId);
    await eraseResultsOf(tx, userId);
    await eraseFavouritesAndMessagesOf(tx, userId);
    await eraseRepliesOf(tx, userId);
    await eraseNotificationsOf(tx, userId);
    await eraseAuthStateOf(tx, phone);
    await anonymiseAccount(tx, userId, now);
    return { avatar: account!.avatar };
  });
  if ('error' in outcome) throw outcome.error;
  await ctx.sessions.forgetUser(userId);
  if (outcome.avatar) await removeStoredFile(ctx, outcome.avatar);
  // The lessons stay (orders and ledger refer to them); their recordings go with the account.
  await eraseRecordingsOf(ctx, userId);
  ctx.log.info({ userId }, 'account deleted');
}
