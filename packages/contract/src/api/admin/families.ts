import { z } from 'zod';
import { bodyId, id } from '../../ids.ts';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { dateString, instantString, pageQuery } from '../../envelope.ts';
import { FAMILY_STATUSES, STAFF_GRANT_KINDS } from '../../rules/admin/families.ts';
import { STAFF_ROLES } from '../../rules/permissions.ts';
import { consentState } from '../basic.ts';
import { lesson } from '../booking.ts';
import { grant, ledgerEntry } from '../credits.ts';
import { resultSummary } from '../exams.ts';
import { order } from '../mall.ts';
import { adminListInput, adminListOutput } from './list.ts';

/** The console's families (docs/design/console.md §7). A family is an account of role student. */

const status = z.enum(FAMILY_STATUSES);

export const adminFamilyRow = z.object({
  id: z.number().int(),
  phone: z.string().nullable().describe('the login phone, in full (staff); null once erased'),
  name: z.string().describe('the child’s name'),
  username: z.string().describe('the child’s English name'),
  sex: z.number().int(),
  status,
  balance: z.number().int().describe('credits usable now'),
  createdAt: instantString.describe('registered'),
});
export type AdminFamilyRow = z.infer<typeof adminFamilyRow>;

export const FAMILY_SORT_KEYS = ['id', 'createdAt'] as const;

/**
 * The console's families (docs/design/console.md §7): search, a family's page, credits granted by the school,
 * disabling and erasing an account. Reading is `families.read`; a family's orders are
 * `families.orders` (finance reads them without the rest of the family's page).
 */
export const listAdminFamilies = endpoint('GET', `${ADMIN}/families/list`, staff('families.read'), {
  input: adminListInput(FAMILY_SORT_KEYS, {
    keyword: z
      .string()
      .trim()
      .max(40)
      .optional()
      .describe(
        'the phone (all 11 digits, or its first or last 4 or more), part of the child’s name or English name, or the family’s id',
      ),
    status: status.optional(),
    from: dateString.optional().describe('registered on or after (school date)'),
    to: dateString.optional().describe('registered on or before (school date)'),
  }),
  output: adminListOutput(adminFamilyRow),
  summary: 'Families: search by phone, child’s name or id (default: newest first)',
  tags: ['console'],
});

export const adminFamily = adminFamilyRow.extend({
  birth: z.string(),
  avatar: z.string().nullable(),
  deletedAt: instantString.nullable(),
  credits: z.object({ balance: z.number().int(), used: z.number().int(), total: z.number().int() }),
  supportGrantedThisMonth: z
    .number()
    .int()
    .describe('credits support granted this calendar month (school time), against the limit'),
});

export const viewAdminFamily = endpoint('GET', `${ADMIN}/families/view`, staff('families.read'), {
  input: z.object({ id }),
  output: adminFamily,
  summary: 'One family: profile, credit figures, support’s grants this month',
  tags: ['console'],
});

/**
 * The guardian's consent: the versions of the user agreement and the children's privacy policy
 * in force, and the latest the family accepted with when (the record a school shows when asked).
 */
export const viewAdminFamilyConsent = endpoint(
  'GET',
  `${ADMIN}/families/consent`,
  staff('families.read'),
  {
    input: z.object({ id }),
    output: consentState,
    summary: 'A family’s consent: the versions in force and the latest it accepted, with when',
    tags: ['console'],
  },
);

const familyPage = pageQuery.extend({ id });
const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) });

export const staffGrantInfo = z.object({
  kind: z.enum(STAFF_GRANT_KINDS),
  reason: z.string(),
  staffName: z.string(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
});

export const adminGrant = grant.extend({
  createdAt: instantString,
  sourceOrderId: z.number().int().nullable(),
  staff: staffGrantInfo.nullable().describe('granted in the console: why, and by whom'),
});

export const listAdminFamilyGrants = endpoint(
  'GET',
  `${ADMIN}/families/grants`,
  staff('families.read'),
  {
    input: familyPage,
    output: page(adminGrant),
    summary: 'A family’s credit grants, newest first',
    tags: ['console'],
  },
);

export const adminLedgerEntry = ledgerEntry.extend({
  staffName: z.string().nullable().describe('the staff member who granted these credits'),
});

export const listAdminFamilyLedger = endpoint(
  'GET',
  `${ADMIN}/families/ledger`,
  staff('families.read'),
  {
    input: familyPage,
    output: page(adminLedgerEntry),
    summary: 'A family’s credit ledger, newest first; a grant made in the console names its staff',
    tags: ['console'],
  },
);

export const listAdminFamilyLessons = endpoint(
  'GET',
  `${ADMIN}/families/lessons`,
  staff('families.read'),
  {
    input: familyPage,
    output: page(lesson),
    summary: 'A family’s lessons, newest first, with their state',
    tags: ['console'],
  },
);

export const listAdminFamilyExams = endpoint(
  'GET',
  `${ADMIN}/families/exams`,
  staff('families.read'),
  {
    input: familyPage,
    output: page(resultSummary),
    summary: 'A family’s exam results, newest first',
    tags: ['console'],
  },
);

export const listAdminFamilyOrders = endpoint(
  'GET',
  `${ADMIN}/families/orders`,
  staff('families.orders'),
  {
    input: familyPage,
    output: page(order),
    summary: 'A family’s orders, newest first (families.orders: finance reads these)',
    tags: ['console'],
  },
);

export const grantCreditsInput = z
  .strictObject({
    id: bodyId('id'),
    kind: z.enum(STAFF_GRANT_KINDS, { error: 'kind must be gift or compensation' }),
    count: z
      .number({ error: 'count must be a number' })
      .int('count must be a whole number')
      .min(1, 'count must be at least 1')
      .max(100, 'count must be at most 100'),
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(2, 'reason must be at least 2 characters')
      .max(200, 'reason must be at most 200 characters'),
    validityDays: z
      .number()
      .int('validityDays must be a whole number')
      .min(1, 'validityDays must be at least 1')
      .max(3650, 'validityDays must be at most 3650')
      .optional(),
    expiresOn: dateString.optional().describe('the last school day the credits can be used'),
  })
  .refine((g) => (g.validityDays === undefined) !== (g.expiresOn === undefined), {
    message: 'give either validityDays or expiresOn',
    path: ['validityDays'],
  });
export type GrantCreditsInput = z.output<typeof grantCreditsInput>;

/** Gift or compensation credits; support may grant at most SUPPORT_GRANT_LIMIT_PER_MONTH. */
export const grantAdminFamilyCredits = endpoint(
  'POST',
  `${ADMIN}/families/grant`,
  staff('families.grant'),
  {
    input: grantCreditsInput,
    output: z.object({ grantId: z.number().int(), expiresAt: instantString }),
    summary:
      'Grant gift or compensation credits with a reason and validity; support: at most 2 per ' +
      'family per calendar month (2004 past it)',
    tags: ['console'],
  },
);

/** Disable (every call of the family answers 3005 at once) or enable again. */
export const setAdminFamilyStatus = endpoint(
  'POST',
  `${ADMIN}/families/status`,
  staff('families.edit'),
  {
    input: z.strictObject({
      id: bodyId('id'),
      status: z.enum(['active', 'disabled'], { error: 'status must be active or disabled' }),
    }),
    output: z.null(),
    summary: 'Disable a family (its sessions end; every call answers 3005) or enable it again',
    tags: ['console'],
  },
);

/** Erase on request: the same erasure as account deletion in the app (docs/design/accounts.md §4.1). */
export const eraseAdminFamily = endpoint(
  'POST',
  `${ADMIN}/families/erase`,
  staff('families.edit'),
  {
    input: z.strictObject({
      id: bodyId('id'),
      confirm: z.string({ error: 'confirm is required' }).trim().max(20),
    }),
    output: z.null(),
    summary:
      'Erase a family on request, as account deletion does; `confirm` is the family’s phone, ' +
      'typed by the staff member',
    tags: ['console'],
  },
);
