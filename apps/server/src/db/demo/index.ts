import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { STARTUP_LOCK_KEY } from '../client.ts';
import { loadDemoAccounts } from './accounts.ts';
import { loadDemoTeachers } from './teachers.ts';
import { loadDemoTeacherAccounts } from './teacherAccounts.ts';
import { loadDemoLessons } from './lessons.ts';
import { loadDemoOutline } from './outline.ts';
import { loadDemoContent } from './content.ts';
import { loadDemoBooks } from './books.ts';
import { loadDemoExams } from './exams.ts';
import { loadDemoProducts } from './products.ts';
import { loadDemoEnglish } from './englishTexts.ts';
import { loadDemoStaff } from './staff.ts';
import { loadDemoHistory } from './history.ts';

/**
 * Demo data so every screen has something on a fresh machine. Idempotent: every loader checks
 * what is there first, so it runs on each start without duplicating rows.
 */
export async function loadDemoData(ctx: AppContext) {
  // One transaction: all of it or none, and one commit instead of thousands (a first start on
  // the embedded database is several times faster).
  await ctx.db.transaction(async (tx) => {
    // Copies started together load one after the other; the later ones find the rows there.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    const c: AppContext = { ...ctx, db: tx };
    await loadDemoAccounts(c);
    await loadDemoTeachers(c);
    await loadDemoTeacherAccounts(c);
    // Textbooks before lessons: a lesson's courseware is the school's first textbook.
    await loadDemoBooks(c);
    await loadDemoLessons(c);
    await loadDemoOutline(c);
    await loadDemoContent(c);
    await loadDemoExams(c);
    await loadDemoProducts(c);
    await loadDemoStaff(c);
    // After the products and the staff: a month of families' orders, lessons and messages, and
    // the staff's replies, refund and reassignment.
    await loadDemoHistory(c);
    // Last: exam titles are read back from the rows above.
    await loadDemoEnglish(c);
  });
}
