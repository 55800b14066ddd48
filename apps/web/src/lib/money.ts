/**
 * Money from the server is integer fen (CNY cents). Shown as `¥1,200.00`: yuan with thousands
 * separators and two decimals, a minus sign before the ¥ for negative amounts.
 */
export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '¥0.00';
  const cents = Math.round(Math.abs(fen));
  const yuan = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const grouped = String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0 && cents > 0 ? '-' : ''}¥${grouped}.${rest}`;
}
