/** Masks the middle of a mainland mobile number: 13812345678 -> 138****5678. Masked input stays as is. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.trim();
  if (/^\d{11}$/.test(digits)) return `${digits.slice(0, 3)}****${digits.slice(7)}`;
  return digits;
}
