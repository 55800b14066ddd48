import { z } from 'zod';
import { endpoint, staff } from '../../endpoint.ts';
import { ADMIN } from '../../rules/prefixes.ts';
import { instantString } from '../../envelope.ts';
import { BRAND_IMAGE_PURPOSES, LEGAL_KINDS } from '../../rules/admin/brand.ts';
import { biRich, biText } from './bilingual.ts';

/**
 * The school's brand and its legal texts (docs/design/console.md §7 "legal texts and branding", docs/design/school-texts.md §9): the owner
 * edits and publishes (`brand.edit`); the content role prepares a draft the owner then publishes
 * (`brand.draft`, which the owner holds too). Nothing a draft says reaches the families.
 */

export { BRAND_IMAGE_PURPOSES, LEGAL_KINDS };

/** The school's brand and legal texts in the console (docs/design/school-texts.md §9). */

const tags = ['console'];
const image = z.string().trim().min(1).max(500).nullable();

/** What the families' app takes from the server (aboutUss/view, index.html's boot block). */
export const brandFields = z.strictObject({
  name: biText(60),
  shortName: biText(20, false),
  logo: image.default(null),
  mainColor: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'mainColor is a colour like #20c05c (or empty for the default)')
    .transform((c) => c.toLowerCase())
    .default(''),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\d\s()+-]*$/, 'phone has digits, spaces, +, - and brackets only')
    .default(''),
  serviceQr: image.default(null),
  icpNumber: z.string().trim().max(60).default(''),
  timeZone: z.string().trim().min(1, 'timeZone is required').max(60),
});
export type BrandFields = z.infer<typeof brandFields>;

const pair = z.object({ zh: z.string(), en: z.string() });
/** The brand as stored (a school that has not set itself up yet has empty texts). */
export const brandView = z.object({
  name: pair,
  shortName: pair,
  logo: z.string().nullable(),
  mainColor: z.string(),
  phone: z.string(),
  serviceQr: z.string().nullable(),
  icpNumber: z.string(),
  timeZone: z.string(),
});
export type BrandView = z.infer<typeof brandView>;

const draftOf = <T extends z.ZodType>(value: T) =>
  z
    .object({
      value,
      savedBy: z.string(),
      savedAt: instantString,
      mine: z.boolean().describe('saved by the caller (the content role may discard it)'),
    })
    .nullable();

/** Live brand, the waiting draft and the time zones the server accepts. */
export const viewAdminBrand = endpoint('GET', `${ADMIN}/brand/view`, staff('brand.draft'), {
  input: z.object({}),
  output: z.object({
    live: brandView,
    draft: draftOf(brandView),
    timeZones: z.array(z.string()).describe('the IANA zones the server accepts'),
  }),
  summary: 'The brand families see, the draft waiting for the owner, and the accepted zones',
  tags,
});

export const saveAdminBrandDraft = endpoint('POST', `${ADMIN}/brand/draft`, staff('brand.draft'), {
  input: brandFields,
  output: z.null(),
  summary: 'Save the brand as a draft for the owner to publish (replaces the previous draft)',
  tags,
});

export const publishAdminBrand = endpoint('POST', `${ADMIN}/brand/publish`, staff('brand.edit'), {
  input: brandFields,
  output: z.null(),
  summary: 'Publish the brand (owner): families see it at once; any draft is cleared',
  tags,
});

/** `brand.draft` discards a draft the caller saved; `brand.edit` (the owner) any draft. */
export const discardAdminBrandDraft = endpoint(
  'POST',
  `${ADMIN}/brand/discard`,
  staff('brand.draft'),
  {
    input: z.object({}),
    output: z.null(),
    summary: 'Throw the brand draft away (owner)',
    tags,
  },
);

/** The logo or the customer-service QR code (`?purpose=logo|qr`). */
export const uploadAdminBrandImage = endpoint(
  'POST',
  `${ADMIN}/brand/upload`,
  staff('brand.draft'),
  {
    input: z.instanceof(Uint8Array),
    output: z.object({ url: z.string() }),
    summary: 'Upload the logo or the WeChat QR code (?purpose=logo|qr): jpg/png/webp, re-encoded',
    tags,
  },
);

const legalKind = z.enum(LEGAL_KINDS, { error: 'kind is agreement or privacy' });

export const legalText = z.strictObject({
  kind: legalKind,
  title: biText(100),
  content: biRich.refine((c) => c.zh.trim().length > 0, {
    message: 'content is required',
    path: ['zh'],
  }),
});
export type LegalText = z.infer<typeof legalText>;

/** The user agreement or the children's privacy policy: current version, older ones, the draft. */
export const viewAdminLegal = endpoint('GET', `${ADMIN}/brand/legal/view`, staff('brand.draft'), {
  input: z.object({ kind: legalKind }),
  output: z.object({
    current: z
      .object({
        version: z.string(),
        title: pair,
        content: pair,
        publishedAt: instantString,
      })
      .nullable(),
    versions: z.array(z.object({ version: z.string(), publishedAt: instantString })),
    draft: draftOf(z.object({ kind: legalKind, title: pair, content: pair })),
    accepted: z.number().int().describe('guardians who accepted the current version'),
  }),
  summary: 'A legal text: the version guardians accept now, the older ones and the draft',
  tags,
});

export const saveAdminLegalDraft = endpoint(
  'POST',
  `${ADMIN}/brand/legal/draft`,
  staff('brand.draft'),
  {
    input: legalText,
    output: z.null(),
    summary: 'Save a legal text as a draft for the owner to publish',
    tags,
  },
);

/** A new version: every guardian is asked to accept it at the next visit. */
export const publishAdminLegal = endpoint(
  'POST',
  `${ADMIN}/brand/legal/publish`,
  staff('brand.edit'),
  {
    input: legalText,
    output: z.object({ version: z.string() }),
    summary:
      'Publish a new version (owner): every guardian accepts it again at the next visit; the draft is cleared',
    tags,
  },
);

export const discardAdminLegalDraft = endpoint(
  'POST',
  `${ADMIN}/brand/legal/discard`,
  staff('brand.draft'),
  {
    input: z.object({ kind: legalKind }),
    output: z.null(),
    summary: 'Throw a legal draft away (owner)',
    tags,
  },
);
