/** Fen shown as yuan with thousands separators, as the families' app shows prices (1,200.00). */
export const amount = (fen: number) =>
  (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (fen: number) => `¥${amount(fen)}`;
