import { asc, count, desc, eq, ilike, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { withTotal } from '../../db/paging.ts';
import {
  banners,
  faqs,
  highlightVideos,
  nicknames,
  notices,
  schoolProfile,
} from '../../db/schema/content.ts';

/** The console's queries of the school's content: every row, drafts and hidden ones included. */

export interface Paging {
  limit: number;
  offset: number;
  order?: 'ascend' | 'descend';
}

type WithId = PgTable & { id: AnyColumn };

async function pageOf<T extends WithId>(
  db: Db,
  table: T,
  by: AnyColumn,
  p: Paging,
  where?: ReturnType<typeof eq>,
) {
  const dir = p.order === 'descend' ? desc : asc;
  return withTotal(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(dir(by), dir(table.id))
      .limit(p.limit)
      .offset(p.offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  );
}

export const TABLES = { banners, notices, faqs, highlightVideos, nicknames } as const;
export type Table = keyof typeof TABLES;

export const pageBanners = (db: Db, p: Paging, by: 'sort' | 'id', position?: string) =>
  pageOf(
    db,
    banners,
    banners[by],
    p,
    position ? eq(banners.position, position) : undefined,
  ) as Promise<{ rows: (typeof banners.$inferSelect)[]; total: number }>;
export const pageNoticesAll = (db: Db, p: Paging, by: 'publishedAt' | 'id') =>
  pageOf(db, notices, notices[by], p) as Promise<{
    rows: (typeof notices.$inferSelect)[];
    total: number;
  }>;
export const pageFaqs = (db: Db, p: Paging, by: 'sort' | 'id') =>
  pageOf(db, faqs, faqs[by], p) as Promise<{ rows: (typeof faqs.$inferSelect)[]; total: number }>;
export const pageVideos = (db: Db, p: Paging, by: 'sort' | 'id') =>
  pageOf(db, highlightVideos, highlightVideos[by], p) as Promise<{
    rows: (typeof highlightVideos.$inferSelect)[];
    total: number;
  }>;
export const pageNicknamesAll = (db: Db, p: Paging, by: 'name' | 'id', q?: string) =>
  pageOf(
    db,
    nicknames,
    nicknames[by],
    p,
    q ? ilike(nicknames.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  ) as Promise<{ rows: (typeof nicknames.$inferSelect)[]; total: number }>;

/** The row locked for a change in this transaction. */
export async function lockRow<K extends Table>(db: Db, table: K, id: number) {
  const t = TABLES[table];
  const [row] = await db
    .select()
    .from(t as PgTable)
    .where(eq(t.id, id))
    .for('update');
  return row as (typeof TABLES)[K]['$inferSelect'] | undefined;
}

export async function insertRow<K extends Table>(
  db: Db,
  table: K,
  values: (typeof TABLES)[K]['$inferInsert'],
) {
  // One generic body for five tables; drizzle's types cannot follow a union of tables.
  const t = TABLES[table] as unknown as typeof banners;
  const [row] = await db
    .insert(t)
    .values(values as typeof banners.$inferInsert)
    .returning();
  return row as unknown as (typeof TABLES)[K]['$inferSelect'];
}

export async function updateRow<K extends Table>(
  db: Db,
  table: K,
  id: number,
  values: Partial<(typeof TABLES)[K]['$inferInsert']>,
) {
  const t = TABLES[table] as unknown as typeof banners;
  const [row] = await db
    .update(t)
    .set(values as Partial<typeof banners.$inferInsert>)
    .where(eq(t.id, id))
    .returning();
  return row as unknown as (typeof TABLES)[K]['$inferSelect'];
}

export async function deleteRow(db: Db, table: Table, id: number) {
  const t = TABLES[table];
  await db.delete(t).where(eq(t.id, id));
}

/** About us lives in the school's one profile row; only `intro` is written here. */
export async function updateIntro(db: Db, intro: string, now: Date) {
  const [s] = await db
    .insert(schoolProfile)
    .values({ id: 1, name: '', intro, updatedAt: now })
    .onConflictDoUpdate({ target: schoolProfile.id, set: { intro, updatedAt: now } })
    .returning();
  return s!;
}

export async function readIntro(db: Db) {
  const [s] = await db
    .select({ intro: schoolProfile.intro })
    .from(schoolProfile)
    .where(eq(schoolProfile.id, 1));
  return s?.intro ?? '';
}
