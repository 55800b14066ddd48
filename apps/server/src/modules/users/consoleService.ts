import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './consoleRepository.ts';

/**
 * Family accounts as the console sees them (docs/design/console.md §7): the full phone (staff read it), the
 * status, the registration time. A family is an account of role student; a teacher's id is 2001.
 */

export type FamilyRow = NonNullable<Awaited<ReturnType<typeof repo.findFamily>>>;
export type { FamilyFilter } from './consoleRepository.ts';

export const familyNotFound = () => notFound('家庭不存在', 'No such family');

export const pageFamilies = (db: Db, f: repo.FamilyFilter, page: number, pageSize: number) =>
  repo.pageFamilies(db, f, pageSize, (page - 1) * pageSize);

export async function findFamily(db: Db, id: number): Promise<FamilyRow> {
  const row = await repo.findFamily(db, id);
  if (!row) throw familyNotFound();
  return row;
}

/** Locks the family's account row until the transaction ends (2001 if there is none). */
export async function lockFamily(db: Db, id: number): Promise<FamilyRow> {
  const row = await repo.lockFamily(db, id);
  if (!row) throw familyNotFound();
  return row;
}

export const setFamilyStatus = repo.setStatus;
