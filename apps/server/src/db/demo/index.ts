import type { AppContext } from '../../context.ts';
import { loadDemoAccounts } from './accounts.ts';
import { loadDemoTeachers } from './teachers.ts';
import { loadDemoLessons } from './lessons.ts';
import { loadDemoOutline } from './outline.ts';
import { loadDemoContent } from './content.ts';
import { loadDemoBooks } from './books.ts';
import { loadDemoExams } from './exams.ts';
import { loadDemoProducts } from './products.ts';

/**
 * Demo data so every screen has something on a fresh machine. Idempotent: every loader checks
 * what is there first, so it runs on each start without duplicating rows.
 */
export async function loadDemoData(ctx: AppContext) {
  await loadDemoAccounts(ctx);
  await loadDemoTeachers(ctx);
  await loadDemoLessons(ctx);
  await loadDemoOutline(ctx);
  await loadDemoContent(ctx);
  await loadDemoBooks(ctx);
  await loadDemoExams(ctx);
  await loadDemoProducts(ctx);
}
