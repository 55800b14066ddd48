import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The school's brand and its legal texts (docs/design/console.md §7 "legal texts and branding", docs/design/school-texts.md §9): the owner
 * edits and publishes (`brand.edit`); the content role prepares a draft the owner then publishes
 * (`brand.draft`, which the owner holds too). Nothing a draft says reaches the families.
 */
const draft = { auth: 'staff', permission: 'brand.draft' } as const;
const edit = { auth: 'staff', permission: 'brand.edit' } as const;
const B = `${ADMIN}/brand`;

/** Live brand, the waiting draft and the time zones the server accepts. */
export const viewAdminBrand = route('GET', `${B}/view`, draft);
export const saveAdminBrandDraft = route('POST', `${B}/draft`, draft);
export const publishAdminBrand = route('POST', `${B}/publish`, edit);
/** `brand.draft` discards a draft the caller saved; `brand.edit` (the owner) any draft. */
export const discardAdminBrandDraft = route('POST', `${B}/discard`, draft);
/** The logo or the customer-service QR code (`?purpose=logo|qr`). */
export const uploadAdminBrandImage = route('POST', `${B}/upload`, draft);

/** The user agreement or the children's privacy policy: current version, older ones, the draft. */
export const viewAdminLegal = route('GET', `${B}/legal/view`, draft);
export const saveAdminLegalDraft = route('POST', `${B}/legal/draft`, draft);
/** A new version: every guardian is asked to accept it at the next visit. */
export const publishAdminLegal = route('POST', `${B}/legal/publish`, edit);
export const discardAdminLegalDraft = route('POST', `${B}/legal/discard`, draft);

export const BRAND_IMAGE_PURPOSES = ['logo', 'qr'] as const;
export type BrandImagePurpose = (typeof BRAND_IMAGE_PURPOSES)[number];
export const LEGAL_KINDS = ['agreement', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
