import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as repo from './tagRepository.ts';

/**
 * Teacher tags as the console edits them. Families filter teachers by tag and their class
 * preference names tags, so a tag in use is never removed silently: the refusal names the
 * teachers who carry it, and only an explicit `force` takes it off them.
 */

export const listTagsWithUse = (db: Db) => repo.tagsWithUse(db);

const tagNotFound = () => notFound('标签不存在', 'No such tag');

export async function saveTag(
  db: Db,
  id: number | undefined,
  t: { name: string; group: string; sort: number },
) {
  const same = await repo.findTagByName(db, t.name);
  if (same && same.id !== id)
    throw conflict(`已有同名标签：${t.name}`, `A tag named ${t.name} already exists`);
  if (id === undefined) return { before: null, after: await repo.insertTag(db, t) };
  const before = await repo.lockTag(db, id);
  if (!before) throw tagNotFound();
  return { before, after: await repo.updateTag(db, id, t) };
}

export async function removeTag(db: Db, id: number, force: boolean) {
  const before = await repo.lockTag(db, id);
  if (!before) throw tagNotFound();
  const used = await repo.teachersWithTag(db, id);
  if (used.total > 0 && !force) {
    const more = used.total > used.names.length ? ` …（共 ${used.total} 位）` : '';
    const moreEn = used.total > used.names.length ? ` … (${used.total} in all)` : '';
    throw conflict(
      `标签“${before.name}”正被这些老师使用：${used.names.join('、')}${more}。确认后再删除会从他们身上去掉这个标签。`,
      `The tag is used by: ${used.names.join(', ')}${moreEn}. Removing it anyway takes it off them.`,
    );
  }
  await repo.deleteTag(db, id);
  return { before, teachers: used };
}
