/**
 * The zod-free half of api/mall.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/mall.ts builds the endpoints from them.
 */

/** A new order waits this long for its payment, then the sweep closes it. */
export const ORDER_PAY_MINUTES = 30;

export const ORDER_QUANTITY_MAX = 10;

export const ORDER_REVIEW_MAX_LENGTH = 500;

export const PRODUCT_KINDS = ['card', 'pack'] as const;

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'closed', 'refunded'] as const;

export const GATEWAYS = ['sandbox', 'alipay', 'wechat'] as const;

/** Where a WeChat payment happens: a phone browser, WeChat's own browser, or a desktop (QR). */
export const PAY_SCENES = ['h5', 'jsapi', 'native'] as const;

export const BILL_STATUSES = ['pending', 'paid', 'failed', 'closed'] as const;
