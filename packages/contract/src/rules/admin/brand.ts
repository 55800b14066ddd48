export const BRAND_IMAGE_PURPOSES = ['logo', 'qr'] as const;
export type BrandImagePurpose = (typeof BRAND_IMAGE_PURPOSES)[number];
export const LEGAL_KINDS = ['agreement', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
