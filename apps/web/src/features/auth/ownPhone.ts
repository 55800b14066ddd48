/**
 * The account's own phone: the server sends it masked (138****5678); the device remembers the
 * phones it logged in with. The SMS screens (password, deletion) need the full number.
 */

/** 13812345678 matches 138****5678: first three and last four digits. */
export function matchesMaskedPhone(phone: string, masked: string): boolean {
  const m = /^(\d{3})\*{4}(\d{4})$/.exec(masked);
  return Boolean(m && /^\d{11}$/.test(phone) && phone.startsWith(m[1]!) && phone.endsWith(m[2]!));
}

/** The remembered login phone that is this account's (the server only sends it masked). */
export function ownPhoneFrom(remembered: readonly string[], masked: string | undefined): string {
  return (masked && remembered.find((p) => matchesMaskedPhone(p, masked))) || '';
}
