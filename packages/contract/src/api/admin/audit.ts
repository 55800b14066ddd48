import { z } from 'zod';
import { id } from '../../ids.ts';
import { endpoint } from '../../endpoint.ts';
import { dateString, instantString } from '../../envelope.ts';
import * as routes from '../../routes/admin/audit.ts';
import { STAFF_ROLES } from '../../routes/permissions.ts';
import { adminListInput, adminListOutput } from './list.ts';

export { MONEY_AUDIT_ENTITIES } from '../../routes/admin/audit.ts';

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

export const listAudit = endpoint(routes.listAudit, {
  input: adminListInput(AUDIT_SORT_KEYS, filters),
  output: adminListOutput(auditRow),
  summary: 'The audit log, newest first (read-only)',
  tags,
});

export const listMoneyAudit = endpoint(routes.listMoneyAudit, {
  input: adminListInput(AUDIT_SORT_KEYS, filters),
  output: adminListOutput(auditRow),
  summary: 'The audit rows of money entities (orders, refunds, reconciliation, prices)',
  tags,
});
