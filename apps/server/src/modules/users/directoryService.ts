import type { Db } from '../../db/client.ts';
import * as repo from './directoryRepository.ts';

/** Families as the console names and counts them (modules/consoleLessons). */

/** Each family's shown name: the child's English name, else the username, else `#id`. */
export async function familyNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.namesOf(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name || r.username || `#${r.id}`]));
}

export { countNewFamilies, familyIdByPhone } from './directoryRepository.ts';
