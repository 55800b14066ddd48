import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teacherTagLinks, teacherTags, teachers } from '../../db/schema/teachers.ts';

/** The console's queries of teacher tags. */

export type TagRow = typeof teacherTags.$inferSelect;

/** Every tag with how many teachers carry it. */
export async function tagsWithUse(db: Db) {
  return db
    .select({
      id: teacherTags.id,
      name: teacherTags.name,
      group: teacherTags.group,
      sort: teacherTags.sort,
      teacherCount: sql<number>`(select count(*)::int from ${teacherTagLinks} where ${teacherTagLinks.tagId} = ${teacherTags.id})`,
    })
    .from(teacherTags)
    .orderBy(asc(teacherTags.group), asc(teacherTags.sort), asc(teacherTags.id));
}

export async function lockTag(db: Db, id: number): Promise<TagRow | undefined> {
  const [t] = await db.select().from(teacherTags).where(eq(teacherTags.id, id)).for('update');
  return t;
}

export async function findTagByName(db: Db, name: string): Promise<TagRow | undefined> {
  const [t] = await db.select().from(teacherTags).where(eq(teacherTags.name, name));
  return t;
}

export async function insertTag(db: Db, row: typeof teacherTags.$inferInsert) {
  const [t] = await db.insert(teacherTags).values(row).returning();
  return t!;
}

export async function updateTag(db: Db, id: number, set: Partial<typeof teacherTags.$inferInsert>) {
  const [t] = await db.update(teacherTags).set(set).where(eq(teacherTags.id, id)).returning();
  return t!;
}

/** The teachers carrying a tag (names of the first few, and how many in all). */
export async function teachersWithTag(db: Db, tagId: number, limit = 5) {
  const [names, [total]] = await Promise.all([
    db
      .select({ name: teachers.name })
      .from(teacherTagLinks)
      .innerJoin(teachers, eq(teachers.id, teacherTagLinks.teacherId))
      .where(eq(teacherTagLinks.tagId, tagId))
      .orderBy(asc(teachers.id))
      .limit(limit),
    db.select({ n: count() }).from(teacherTagLinks).where(eq(teacherTagLinks.tagId, tagId)),
  ]);
  return { names: names.map((n) => n.name), total: total?.n ?? 0 };
}

/** Removes a tag; its links go with it (on delete cascade). */
export async function deleteTag(db: Db, id: number) {
  await db.delete(teacherTags).where(eq(teacherTags.id, id));
}
