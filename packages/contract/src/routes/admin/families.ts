import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's families (docs/design/console.md §7): search, a family's page, credits granted by the school,
 * disabling and erasing an account. Reading is `families.read`; a family's orders are
 * `families.orders` (finance reads them without the rest of the family's page).
 */
export const listAdminFamilies = route('GET', `${ADMIN}/families/list`, {
  auth: 'staff',
  permission: 'families.read',
});
export const viewAdminFamily = route('GET', `${ADMIN}/families/view`, {
  auth: 'staff',
  permission: 'families.read',
});
export const listAdminFamilyGrants = route('GET', `${ADMIN}/families/grants`, {
  auth: 'staff',
  permission: 'families.read',
});
export const listAdminFamilyLedger = route('GET', `${ADMIN}/families/ledger`, {
  auth: 'staff',
  permission: 'families.read',
});
export const listAdminFamilyLessons = route('GET', `${ADMIN}/families/lessons`, {
  auth: 'staff',
  permission: 'families.read',
});
export const listAdminFamilyExams = route('GET', `${ADMIN}/families/exams`, {
  auth: 'staff',
  permission: 'families.read',
});
export const listAdminFamilyOrders = route('GET', `${ADMIN}/families/orders`, {
  auth: 'staff',
  permission: 'families.orders',
});
/** Gift or compensation credits; support may grant at most SUPPORT_GRANT_LIMIT_PER_MONTH. */
export const grantAdminFamilyCredits = route('POST', `${ADMIN}/families/grant`, {
  auth: 'staff',
  permission: 'families.grant',
});
/** Disable (every call of the family answers 3005 at once) or enable again. */
export const setAdminFamilyStatus = route('POST', `${ADMIN}/families/status`, {
  auth: 'staff',
  permission: 'families.edit',
});
/** Erase on request: the same erasure as account deletion in the app (docs/design/accounts.md §4.1). */
export const eraseAdminFamily = route('POST', `${ADMIN}/families/erase`, {
  auth: 'staff',
  permission: 'families.edit',
});

export const FAMILY_STATUSES = ['active', 'disabled', 'deleted'] as const;
/** Why the school gives credits: a present, or making up for something that went wrong. */
export const STAFF_GRANT_KINDS = ['gift', 'compensation'] as const;
