export const RECON_STATUSES = ['waiting', 'running', 'matched', 'differences', 'failed'] as const;
export const RECON_DIFF_KINDS = ['missing_school', 'missing_gateway', 'amount', 'status'] as const;
