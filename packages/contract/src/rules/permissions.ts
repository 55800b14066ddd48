/**
 * Staff roles and what each may do (docs/design/console.md §7's table). Zod-free: the console reads it to hide
 * what a role may not do, the server reads it to refuse (3003); the server is the only guard.
 * A console route names exactly one permission: `route('GET', `${ADMIN}/teacher/list`,
 * { auth: 'staff', permission: 'teachers.read' })`.
 */
export const STAFF_ROLES = ['owner', 'academic', 'finance', 'content', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Every staff member: their own session, account, password and second factor. */
  'account.self',
  // The dashboard shows each role the figures of its areas.
  'dashboard.lessons',
  /** Teacher utilisation (owner and academic: "lessons, teachers" in §7's table). */
  'dashboard.teachers',
  'dashboard.families',
  'dashboard.money',
  'dashboard.content',
  'staff.edit',
  'teachers.read',
  'teachers.edit',
  'families.read',
  'families.edit',
  /** Grant gift or compensation credits. Support: at most 2 per family per month (server rule). */
  'families.grant',
  /** A family's orders (finance reads them without the rest of the family's page). */
  'families.orders',
  'lessons.read',
  'lessons.edit',
  /** The inbox of families' messages and feedback, and the school's replies. */
  'messages.read',
  'messages.reply',
  'money.read',
  'money.edit',
  'catalogue.read',
  'catalogue.edit',
  'content.read',
  'content.edit',
  /**
   * Legal texts and branding: content drafts (and may discard a draft it saved itself), the owner
   * publishes or discards any draft.
   */
  'brand.draft',
  'brand.edit',
  'audit.read',
  /** Finance reads the audit rows of money changes only. */
  'audit.money',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Checked against §7's table as written (`docs/design/permissions.md`, parsed by
 * `apps/server/test/console-permissions.test.ts`).
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  /** "read" the audit log includes its money rows (`audit/moneyList`). */
  owner: PERMISSIONS,
  academic: [
    'account.self',
    'dashboard.lessons',
    'dashboard.teachers',
    'teachers.read',
    'teachers.edit',
    'families.read',
    'families.edit',
    'families.grant',
    'families.orders',
    'lessons.read',
    'lessons.edit',
    'messages.read',
    'messages.reply',
    'money.read',
    'catalogue.read',
    'content.read',
    'content.edit',
  ],
  finance: [
    'account.self',
    'dashboard.money',
    'teachers.read',
    // §7: families "read, orders".
    'families.read',
    'families.orders',
    'lessons.read',
    'money.read',
    'money.edit',
    'catalogue.read',
    'catalogue.edit',
    'audit.money',
  ],
  content: [
    'account.self',
    'dashboard.content',
    'teachers.read',
    'catalogue.read',
    'content.read',
    'content.edit',
    'brand.draft',
  ],
  support: [
    'account.self',
    'dashboard.lessons',
    'dashboard.families',
    'teachers.read',
    'families.read',
    'families.grant',
    'families.orders',
    'lessons.read',
    'messages.read',
    'messages.reply',
    'money.read',
    'catalogue.read',
    'content.read',
  ],
};

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Support may grant at most this many credits to one family in one calendar month (school time). */
export const SUPPORT_GRANT_LIMIT_PER_MONTH = 2;
