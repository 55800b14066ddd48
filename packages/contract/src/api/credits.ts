import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import { instantString, listOf, pageQuery } from '../envelope.ts';

export const ledgerReason = z.enum([
  'grant',
  'booking',
  'cancel_refund',
  'teacher_cancel_refund',
  'teacher_absent_refund',
  'teacher_absent_compensation',
  'expired',
  'account_deleted',
  'late_cancellation',
  // The console (docs/design/console.md §7): a lesson cancelled by the school; a correction of attendance.
  'school_cancel_refund',
  'attendance_correction',
  'refund',
  'refund_failed',
]);

/**
 * One change of credits; the balance is always the sum of these. A row exists only for a change:
 * a late cancellation (< 24 h) returns nothing, so the booking's -1 row of that lesson is
 * relabelled `late_cancellation` (docs/design/credits.md §4.2: the credit is spent, reason late cancellation)
 * and the ledger says why the credit was kept.
 */
export const ledgerEntry = z.object({
  id: z.number().int(),
  change: z.number().int().describe('+ added, - used'),
  reason: ledgerReason,
  lessonId: z.number().int().nullable(),
  grantId: z.number().int(),
  note: z.string(),
  createdAt: instantString,
});

export const listLedger = endpoint('GET', `${COURSE}/studentConsumptionLogs/list`, 'user', {
  input: pageQuery,
  output: listOf(ledgerEntry),
  summary: 'The caller’s credit ledger, newest first',
  tags: ['credits'],
});

export const grant = z.object({
  id: z.number().int(),
  kind: z
    .enum(['card', 'pack', 'gift'])
    .describe('lesson-count card, course pack, or a gift (demo, compensation)'),
  name: z.string(),
  courseLevel: z
    .number()
    .int()
    .nullable()
    .describe('packs: the course level its credits pay for; null: cards and gifts, any lesson'),
  total: z.number().int(),
  remaining: z.number().int(),
  expiresAt: instantString,
  expired: z.boolean(),
});

export const creditSummary = z.object({
  balance: z.number().int().describe('credits usable now'),
  used: z
    .number()
    .int()
    .describe(
      'credits spent on lessons, late cancellations included (net of credits given back and of attendance corrections)',
    ),
  total: z.number().int().describe('credits ever granted (compensation included)'),
  refunded: z.number().int().describe('credits taken back by refunds of their orders'),
  expired: z
    .number()
    .int()
    .describe('credits lost to expiry; total = balance + used + refunded + expired'),
  grants: z.array(grant).describe('myKeBao: grants with remaining counts, expiring first'),
});

export const viewCredits = endpoint('GET', `${COURSE}/studentCredits/view`, 'user', {
  input: z.object({}),
  output: creditSummary,
  summary: 'The caller’s balance, use and grants',
  tags: ['credits'],
});
