import { and, asc, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teachers } from '../../db/schema/teachers.ts';

/** Teachers to pick in a console filter: by name, active ones first. */
export async function searchTeachers(db: Db, q: string, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: teachers.id, name: teachers.name, status: teachers.status })
    .from(teachers)
    .where(q ? ilike(teachers.name, pattern) : undefined)
    .orderBy(asc(teachers.status), asc(teachers.sort), asc(teachers.id))
    .limit(limit);
}

export async function teacherNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(and(inArray(teachers.id, ids)));
}
