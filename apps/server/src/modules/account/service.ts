import type { AppContext } from '../../context.ts';
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
import { anonymiseAccount, lockAccount, removeStoredFile } from '../users/service.ts';

/**
 * Account deletion (DESIGN.md §4), confirmed by an SMS code of purpose `delete` sent to the
 * account's phone. Everything happens in one transaction, so it is all or nothing:
 *  - every session revoked (old tokens answer 1003);
 *  - future lessons cancelled by the school: credits returned (`account_deleted`), slots free;
 *    then the remaining credits close with the account (ledger rows, so the ledger sums to 0);
 *  - the person erased: phone (now free to register again), names, sex, birth date, avatar,
 *    password, survey answers, exam results, favourites, messages, lesson notes, the phone's SMS
 *    code, counters and password failures. Reviews keep stars and text; their author name is
 *    read from the account at display time and is now anonymous;
 *  - orders, payments and consents are kept: they hold the account id, which no longer leads to
 *    a phone or a name.
 * A wrong code counts as a wrong try (committed) and nothing else happens.
 * The avatar file and the lessons' recordings are removed after the commit.
 */
export async function deleteAccount(ctx: AppContext, userId: number, code: string): Promise<void> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || account.status !== 'active' || !account.phone)
      return { error: new AppError(1003) };
    const phone = account.phone;
    const check = await checkSmsCode(
      tx,
      ctx.config.AUTH_SECRET,
      { phone, purpose: 'delete', code },
      now,
    );
    if (check.verdict !== 'ok') return { error: smsCodeError(check) };
    if (!(await useSmsCode(tx, phone, check.sentAt, now)))
      return { error: smsCodeError({ verdict: 'spent' }) };

    await revokeAllSessions(tx, userId, now);
    await cancelFutureLessonsOf(tx, userId, now);
    await closeCreditsOf(tx, userId, now);
    await eraseSurveysOf(tx, userId);
    await eraseResultsOf(tx, userId);
    await eraseFavouritesAndMessagesOf(tx, userId);
    await eraseNotificationsOf(tx, userId);
    await eraseAuthStateOf(tx, phone);
    await anonymiseAccount(tx, userId, now);
    return { avatar: account.avatar };
  });
  if ('error' in outcome) throw outcome.error;
  await ctx.sessions.forgetUser(userId);
  if (outcome.avatar) await removeStoredFile(ctx, outcome.avatar);
  // The lessons stay (orders and ledger refer to them); their recordings go with the account.
  await eraseRecordingsOf(ctx, userId);
  ctx.log.info({ userId }, 'account deleted');
}
