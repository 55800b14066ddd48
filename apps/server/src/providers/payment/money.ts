/** Gateways speak yuan strings with two decimals ("1200.00"); the app speaks integer fen. */

export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "12", "12.5", "12.50" -> fen; anything else (signs, exponents, 3 decimals) -> null. */
export function yuanToFen(yuan: string | undefined): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
