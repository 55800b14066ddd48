import type { StaffRole } from '@school/contract/rules/permissions';

/**
 * Who makes a console call (`auth: 'staff'` routes): checked by http/route.ts before the handler
 * (1002 anonymous, 3003 not staff or without the route's permission). `ip` is the client address
 * the audit log keeps.
 */
export interface StaffActor {
  staffId: number;
  userId: number;
  name: string;
  role: StaffRole;
  ip: string;
}
