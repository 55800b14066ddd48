import { z } from 'zod';
import { id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString } from '../../envelope.ts';
import { STAFF_ROLES } from '../../rules/permissions.ts';
import { adminListInput, adminListOutput } from './list.ts';

/**
 * The audit log (docs/design/console.md §7): read-only. `audit.read` sees every row; a role holding only
 * `audit.money` (finance) reads the money rows through their own call.
 */

export { MONEY_AUDIT_ENTITIES } from '../../rules/admin/audit.ts';

const tags = ['console'];

export const auditRow = z.object({
  id: z.number().int(),
  at: instantString,
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const AUDIT_SORT_KEYS = ['at'] as const;

const filters = {
  staffId: id.optional(),
  entity: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  /** School dates, inclusive. */
  from: dateString.optional(),
  to: dateString.optional(),
};

export const listAudit = endpoint('GET', `${ADMIN}/audit/list`, staff('audit.read'), {
  input: adminListInput(AUDIT_SORT_KEYS, filters),
  output: adminListOutput(auditRow),
  summary: 'The audit log, newest first (read-only)',
  tags,
});

export const listMoneyAudit = endpoint('GET', `${ADMIN}/audit/moneyList`, staff('audit.money'), {
  input: adminListInput(AUDIT_SORT_KEYS, filters),
  output: adminListOutput(auditRow),
  summary: 'The audit rows of money entities (orders, refunds, reconciliation, prices)',
  tags,
});
