import { and, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@school/contract/rules/permissions';
import type { AppContext } from '../../context.ts';
import { staffMembers } from '../schema/staff.ts';
import { users } from '../schema/users.ts';

/**
 * The demo staff (README, docs/decisions/0012): one account per role, password `Console123!`,
 * the second factor an SMS code from the dev outbox. Only with DEMO_DATA, which production
 * refuses (config.ts), so these published passwords never reach a real school.
 */
export const DEMO_STAFF_PASSWORD = 'Console123!';
/** scrypt hash of DEMO_STAFF_PASSWORD, kept here so a start does not spend time hashing. */
export const DEMO_STAFF_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$J-UyrnguAEaNm89FCiChLg$DXBiL0v9_hgZArL7BVoBSsXkoSrfA7TH8rYjg7T5tJs';

export const DEMO_STAFF: readonly { phone: string; name: string; role: StaffRole }[] = [
  { phone: '13700000001', name: '王校长', role: 'owner' },
  { phone: '13700000002', name: '李教务', role: 'academic' },
  { phone: '13700000003', name: '张财务', role: 'finance' },
  { phone: '13700000004', name: '陈内容', role: 'content' },
  { phone: '13700000005', name: '刘客服', role: 'support' },
];

export async function loadDemoStaff(ctx: AppContext) {
  // They have run the school for the month of demo history (history.ts).
  const joined = new Date(ctx.clock.now().getTime() - 45 * 24 * 3600_000);
  for (const s of DEMO_STAFF) {
    await ctx.db
      .insert(users)
      .values({
        phone: s.phone,
        name: s.name,
        username: s.name,
        isFamily: false,
        createdAt: joined,
        updatedAt: joined,
      })
      .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` });
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, s.phone));
    if (!account) continue;
    const [existing] = await ctx.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.phone, s.phone), eq(staffMembers.status, 'active')));
    if (existing) continue;
    await ctx.db.insert(staffMembers).values({
      userId: account.id,
      phone: s.phone,
      name: s.name,
      role: s.role,
      passwordHash: DEMO_STAFF_PASSWORD_HASH,
      createdAt: joined,
      updatedAt: joined,
    });
  }
}
