import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema/users.ts';

/**
 * The console's search of families by phone digits (families list, orders list): all 11 digits
 * find that phone; fewer find the phones that start or end with them (the way staff read a number
 * out: "138 0013...", "ending 1234"). Each is one index range: the phone's unique index for the
 * whole number and the start (`users_phone_prefix_idx`, text_pattern_ops), the reversed phone's for
 * the end (`users_phone_suffix_idx`). A match in the middle would read every family (decision
 * 0017: trigrams do not narrow strings of ten digits).
 */
export function phoneDigitsMatch(digits: string): SQL {
  if (digits.length === 11) return sql`${users.phone} = ${digits}`;
  const reversed = [...digits].reverse().join('');
  return sql`(${users.phone} like ${`${digits}%`} or reverse(${users.phone}) like ${`${reversed}%`})`;
}
