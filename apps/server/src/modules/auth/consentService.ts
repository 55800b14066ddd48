import type { ConsentState } from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { currentLegalVersions } from '../content/brandService.ts';
import type { AuthUser } from './sessions.ts';
import * as repo from './repository.ts';

/**
 * Consent per account and version (decision 0015, issue 14). The current versions are the newest
 * the school published; a guardian whose account has not accepted them is asked at the next
 * visit (consent/view, which the app reads when it opens) and at the next SMS login. Teachers are
 * staff, never asked.
 */

export async function currentVersions(db: Db) {
  return currentLegalVersions(db);
}

export async function consentStateOf(db: Db, user: Pick<AuthUser, 'id' | 'role'>) {
  const [current, latest] = await Promise.all([
    currentLegalVersions(db),
    repo.latestConsent(db, user.id),
  ]);
  const accepted = await repo.hasConsent(db, user.id, current);
  const state: ConsentState = {
    required: user.role === 'student' && !accepted,
    agreementVersion: current.agreement,
    privacyVersion: current.privacy,
    accepted: latest
      ? {
          agreementVersion: latest.agreementVersion,
          privacyVersion: latest.privacyVersion,
          acceptedAt: latest.acceptedAt.toISOString(),
        }
      : null,
  };
  return state;
}

/**
 * Records the acceptance of the versions the guardian was shown. A version that is no longer the
 * current one (the school published another meanwhile) is refused: accepting a text one has not
 * seen is no consent.
 */
export async function acceptConsent(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'role'>,
  shown: { agreementVersion: string; privacyVersion: string },
) {
  return ctx.db.transaction(async (tx) => {
    const current = await currentLegalVersions(tx);
    if (shown.agreementVersion !== current.agreement || shown.privacyVersion !== current.privacy)
      throw conflict(
        '协议已更新，请阅读新版本后再同意',
        'The texts were updated: read the new version before accepting',
      );
    await repo.insertConsent(tx, user.id, current, ctx.clock.now());
    return consentStateOf(tx, user);
  });
}

/** How many accounts accepted a version (the console shows it beside the current version). */
export const countConsents = repo.countConsents;
