import type { AuditRow } from '@school/contract/api/admin/audit';
import { MONEY_AUDIT_ENTITIES } from '@school/contract/rules/admin/audit';
import type { StaffRole } from '@school/contract/rules/permissions';
import { addDays } from '@school/contract/helpers/time';
import { zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import * as repo from './repository.ts';

/**
 * The audit log (docs/design/console.md §7). Every change made through a console call is recorded here in the
 * change's own transaction (pass the transaction as `tx`), so a change and its row commit or roll
 * back together. The table refuses UPDATE and DELETE (a trigger of its migration).
 */

/** Who acted: a staff member, or the command line (`npm run console:owner`). */
export type AuditActor = StaffActor | { staffId: null; name: string; role: null; ip: string };

export interface AuditChange {
  /** What was done, e.g. `staff.invite`, `teacher.pause`. */
  action: string;
  /** What it was done to, e.g. `staff`, `teacher`, `order` (money entities: MONEY_AUDIT_ENTITIES). */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row of the change in its transaction (`at`: the test clock's time, if given). */
export type Audit = (change: AuditChange, at?: Date) => Promise<number>;

/**
 * The one way to make an audited change (docs/design/console.md §7: no change without its audit
 * row). `work` runs in a transaction (a savepoint when `db` is already one) and records what it
 * did with `audit`, as `actor`; the change and its rows commit or roll back together. A call that
 * changes nothing (a repeated request) records nothing. `audit` returns the row's id (a
 * reassignment's notices name it).
 */
export async function auditedChange<R>(
  db: Db,
  actor: AuditActor,
  work: (tx: Db, audit: Audit) => Promise<R>,
): Promise<R> {
  return db.transaction((tx) => work(tx, (change, at) => recordAudit(tx, actor, change, at)));
}

/**
 * A row for what is not a staff member's change: the sign-in guard locking a second factor, a
 * member resetting their own password by SMS. `at` defaults to the transaction's time in the
 * database. Console changes go through `auditedChange`.
 */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  change: AuditChange,
  at?: Date,
): Promise<number> {
  return repo.insertAuditRow(tx, {
    ...(at ? { at } : {}),
    staffId: actor.staffId,
    staffName: actor.name,
    role: actor.role,
    ip: actor.ip,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    // JSON round trip: dates become strings and undefined fields go, as a reader will see them.
    before: change.before === undefined ? null : JSON.parse(JSON.stringify(change.before)),
    after: change.after === undefined ? null : JSON.parse(JSON.stringify(change.after)),
  });
}

export interface AuditListInput {
  page: number;
  pageSize: number;
  order?: 'ascend' | 'descend';
  staffId?: number;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** One page of the log, newest first. `moneyOnly` keeps the money entities (audit.money). */
export async function listAudit(
  db: Db,
  input: AuditListInput,
  moneyOnly: boolean,
): Promise<{ list: AuditRow[]; total: number; more: boolean }> {
  const { rows, total, more } = await repo.listAuditRows(db, {
    page: input.page,
    pageSize: input.pageSize,
    order: input.order,
    staffId: input.staffId,
    entity: input.entity || undefined,
    action: input.action || undefined,
    entities: moneyOnly ? MONEY_AUDIT_ENTITIES : undefined,
    from: input.from ? zonedDateTimeToInstant(input.from, '00:00') : undefined,
    to: input.to ? zonedDateTimeToInstant(addDays(input.to, 1), '00:00') : undefined,
  });
  return {
    total,
    more,
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffId: r.staffId,
      staffName: r.staffName,
      role: r.role as StaffRole | null,
      ip: r.ip,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
  };
}
