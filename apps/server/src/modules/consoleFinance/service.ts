import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { auditedChange } from '../audit/service.ts';
import {
  claimForRerun,
  finishRerun,
  resolveDifference,
  toRun,
} from '../payments/reconciliationViewService.ts';
import type { Payments } from '../payments/service.ts';

/**
 * The console's finance changes (decision 0028): each with its audit row (entity
 * `reconciliation`, a money entity finance reads in its audit view) in the change's transaction.
 */

export async function resolveDifferenceAudited(
  ctx: AppContext,
  actor: StaffActor,
  input: { id: number; note: string },
) {
  return auditedChange(ctx.db, actor, async (tx, audit) => {
    const { before, after } = await resolveDifference(
      tx,
      input.id,
      { staffId: actor.staffId, name: actor.name },
      input.note,
      ctx.clock.now(),
    );
    await audit({
      action: 'reconciliation.resolve',
      entity: 'reconciliation',
      entityId: input.id,
      before: { resolvedAt: before.resolvedAt, note: before.note },
      after: { resolvedAt: after.resolvedAt, note: after.note, kind: after.kind },
    });
    return after;
  });
}

/** The day is taken (and the request audited) in one transaction; the bill is fetched after. */
export async function rerunAudited(p: Payments, actor: StaffActor, id: number) {
  const { ctx } = p;
  const claimed = await auditedChange(ctx.db, actor, async (tx, audit) => {
    const { before, claimed } = await claimForRerun(tx, id, ctx.clock.now());
    await audit({
      action: 'reconciliation.rerun',
      entity: 'reconciliation',
      entityId: `run:${id}`,
      before: toRun(before, 0),
      after: { gateway: claimed.gateway, day: claimed.day, status: claimed.status },
    });
    return claimed;
  });
  return finishRerun(p, claimed);
}
