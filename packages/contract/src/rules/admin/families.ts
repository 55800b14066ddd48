export const FAMILY_STATUSES = ['active', 'disabled', 'deleted'] as const;
/** Why the school gives credits: a present, or making up for something that went wrong. */
export const STAFF_GRANT_KINDS = ['gift', 'compensation'] as const;
