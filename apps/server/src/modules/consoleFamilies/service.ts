import type { OutputOf } from '@school/contract/endpoint';
import type {
  GrantCreditsInput,
  listAdminFamilies,
  viewAdminFamily,
} from '@school/contract/api/admin/families';
import { addDays, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import { AppError, invalid } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { eraseAccount } from '../account/service.ts';
import { auditedChange } from '../audit/service.ts';
import { revokeAllSessions } from '../auth/service.ts';
import { viewCreditSummary } from '../credits/service.ts';
import {
  balancesOf,
  grantByStaff,
  schoolMonth,
  supportGrantedIn,
} from '../credits/consoleService.ts';
import {
  findFamily,
  lockFamily,
  pageFamilies,
  setFamilyStatus,
  type FamilyRow,
} from '../users/consoleService.ts';

/**
 * The console's families (docs/design/console.md §7). This module owns no tables: it reads and changes a
 * family through the owners' services, and audits every change in the change's transaction
 * (entities `family` and `grant`).
 */

type ListInput = {
  page: number;
  pageSize: number;
  sort?: 'id' | 'createdAt';
  order?: 'ascend' | 'descend';
  keyword?: string;
  status?: 'active' | 'disabled' | 'deleted';
  from?: string;
  to?: string;
};

const startOf = (ctx: AppContext, date: string) =>
  zonedDateTimeToInstant(date, '00:00', ctx.config.TIME_ZONE);

const profileOf = (f: FamilyRow) => ({
  id: f.id,
  phone: f.phone,
  name: f.name,
  username: f.username,
  sex: f.sex,
  status: f.status,
  createdAt: f.createdAt.toISOString(),
});

export async function listFamilies(
  ctx: AppContext,
  input: ListInput,
): Promise<OutputOf<typeof listAdminFamilies>> {
  const { rows, total, more } = await pageFamilies(
    ctx.db,
    {
      q: input.keyword || undefined,
      status: input.status,
      from: input.from ? startOf(ctx, input.from) : undefined,
      to: input.to ? startOf(ctx, addDays(input.to, 1)) : undefined,
      sort: input.sort,
      order: input.order,
    },
    input.page,
    input.pageSize,
  );
  const balances = await balancesOf(
    ctx.db,
    rows.map((r) => r.id),
    ctx.clock.now(),
  );
  return {
    total,
    more,
    list: rows.map((r) => ({ ...profileOf(r), balance: balances.get(r.id) ?? 0 })),
  };
}

export async function viewFamily(
  ctx: AppContext,
  id: number,
): Promise<OutputOf<typeof viewAdminFamily>> {
  const f = await findFamily(ctx.db, id);
  const now = ctx.clock.now();
  const [credits, supportGranted] = await Promise.all([
    viewCreditSummary(ctx, id),
    supportGrantedIn(ctx.db, id, schoolMonth(now, ctx.config.TIME_ZONE)),
  ]);
  return {
    ...profileOf(f),
    birth: f.birth,
    avatar: f.avatar,
    deletedAt: f.deletedAt?.toISOString() ?? null,
    balance: credits.balance,
    credits: { balance: credits.balance, used: credits.used, total: credits.total },
    supportGrantedThisMonth: supportGranted,
  };
}

/** When granted credits lapse: after N days, or at the end of the school day chosen. */
function expiryOf(ctx: AppContext, input: GrantCreditsInput, now: Date) {
  if (input.validityDays !== undefined)
    return new Date(now.getTime() + input.validityDays * 24 * 3600 * 1000);
  const end = startOf(ctx, addDays(input.expiresOn!, 1));
  if (end.getTime() <= now.getTime())
    throw invalid('有效期至：不能早于今天', 'expiresOn: must be today or later', 'expiresOn');
  if (end.getTime() - now.getTime() > 3650 * 24 * 3600 * 1000)
    throw invalid('有效期至：最长 10 年', 'expiresOn: at most 10 years ahead', 'expiresOn');
  return end;
}

/**
 * Gift or compensation credits (docs/design/console.md §7). The family's row is locked first (an erasure
 * meanwhile waits); support's grants also count against the family's month (2004 past
 * SUPPORT_GRANT_LIMIT_PER_MONTH, enforced by the database under concurrency).
 */
export async function grantCredits(ctx: AppContext, actor: StaffActor, input: GrantCreditsInput) {
  const now = ctx.clock.now();
  const expiresAt = expiryOf(ctx, input, now);
  return auditedChange(ctx.db, actor, async (tx, audit) => {
    const family = await lockFamily(tx, input.id);
    if (family.status === 'deleted')
      throw new AppError(2004, '该账号已注销，不能赠送课时', 'This account is erased');
    const limit =
      actor.role === 'support' ? { month: schoolMonth(now, ctx.config.TIME_ZONE) } : null;
    const out = await grantByStaff(
      tx,
      {
        userId: input.id,
        kind: input.kind,
        count: input.count,
        reason: input.reason,
        expiresAt,
        staff: { staffId: actor.staffId, name: actor.name, role: actor.role },
      },
      now,
      limit,
    );
    await audit({
      action: 'grant.create',
      entity: 'grant',
      entityId: out.grantId,
      after: {
        familyId: input.id,
        kind: input.kind,
        count: input.count,
        reason: input.reason,
        expiresAt: out.expiresAt.toISOString(),
      },
    });
    return { grantId: out.grantId, expiresAt: out.expiresAt.toISOString() };
  });
}

/**
 * Disable: the account's sessions are revoked and every copy forgets them at once (the session
 * cache of decision 0009), so the family's next call answers 3005 and a new login too. Enable:
 * the family logs in again.
 */
export async function setStatus(
  ctx: AppContext,
  actor: StaffActor,
  input: { id: number; status: 'active' | 'disabled' },
) {
  const now = ctx.clock.now();
  await auditedChange(ctx.db, actor, async (tx, audit) => {
    const family = await lockFamily(tx, input.id);
    if (family.status === 'deleted')
      throw new AppError(2004, '该账号已注销', 'This account is erased');
    if (family.status === input.status) return;
    await setFamilyStatus(tx, input.id, input.status, now);
    if (input.status === 'disabled') await revokeAllSessions(tx, input.id, now);
    await audit({
      action: input.status === 'disabled' ? 'family.disable' : 'family.enable',
      entity: 'family',
      entityId: input.id,
      before: { status: family.status },
      after: { status: input.status },
    });
  });
  await ctx.sessions.forgetUser(input.id);
  return null;
}

/**
 * Erase on request: account deletion's own erasure (account/service.ts), confirmed by the staff
 * member typing the family's phone, audited in the erasure's transaction.
 */
export async function erase(
  ctx: AppContext,
  actor: StaffActor,
  input: { id: number; confirm: string },
) {
  // A teacher's account is not a family: 2001 before anything is touched.
  await findFamily(ctx.db, input.id);
  await eraseAccount(ctx, input.id, async (tx, account) => {
    if (!account || account.status === 'deleted' || !account.phone)
      return new AppError(2004, '该账号已注销', 'This account is erased');
    if (input.confirm !== account.phone)
      return invalid(
        '确认：请输入该家庭的手机号',
        'confirm: type the family’s phone number',
        'confirm',
      );
    await auditedChange(tx, actor, (_tx, audit) =>
      audit({
        action: 'family.erase',
        entity: 'family',
        entityId: input.id,
        before: { status: account.status },
        after: { status: 'deleted' },
      }),
    );
    return null;
  });
  return null;
}
