import { asc, eq } from 'drizzle-orm';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { AppContext } from '../../context.ts';
import { grantCredits } from '../../modules/credits/service.ts';
import { defaultCoursewareUrl } from '../../modules/books/service.ts';
import { creditGrants, creditLedger } from '../schema/credits.ts';
import { lessonReports, lessons, teacherReviews } from '../schema/lessons.ts';
import { teacherSlots } from '../schema/schedule.ts';
import { teachers } from '../schema/teachers.ts';
import { users } from '../schema/users.ts';
import { DEMO_PHONE, loadDemoAccounts } from './accounts.ts';
import { recountTeacherStats } from './teachers.ts';

/**
 * The demo account's credits and lessons: a gift of 20 credits, three finished lessons (two with
 * the teacher's report, one already reviewed), three lessons today with the demo teacher who has
 * a login (the first one's classroom open at once, so the classroom can be tried with two browser
 * windows) and one lesson two days ahead, each paid from the gift with its ledger row, so every
 * course screen and the teacher's desk have content. Loaded once, relative to the first start.
 */

const DAY_MS = 24 * 3600 * 1000;
const SLOT_MS = 30 * 60_000;
/** Titles of the lessons today; the first is the one open at once. */
const TODAY = [
  'Level 1 · Unit 2 · Lesson 1',
  'Level 1 · Unit 2 · Lesson 2',
  'Level 1 · Unit 2 · Lesson 3',
];

/**
 * The start of the demo lesson whose classroom is open at `now`: the slot containing now while
 * at least 10 minutes of it are left, else the next slot (its classroom opens 10 minutes early,
 * so it is open too).
 */
export function openSlotStart(now: Date): Date {
  const current = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS;
  const left = current + SLOT_MS - now.getTime();
  return new Date(left >= 10 * 60_000 ? current : current + SLOT_MS);
}

// prettier-ignore
const PAST: { daysAgo: number; teacher: number; report: boolean; reviewed: boolean; title: string }[] = [
  { daysAgo: 9, teacher: 0, report: true, reviewed: true, title: 'Level 1 · Unit 1 · Lesson 1' },
  { daysAgo: 5, teacher: 1, report: true, reviewed: false, title: 'Level 1 · Unit 1 · Lesson 2' },
  { daysAgo: 2, teacher: 0, report: false, reviewed: false, title: 'Level 1 · Unit 1 · Lesson 3' },
];

const REPORTS = [
  {
    skills: { pronunciation: 4, vocabulary: 5, grammar: 3, fluency: 4, confidence: 5 },
    comment:
      'Lucy was brave and cheerful today! She said every new word clearly and asked great questions.',
    homework: 'Sing the "Hello" song twice and draw your family with their names.',
    words: ['hello', 'goodbye', 'mother', 'father', 'sister'],
    sentences: ['Hello, my name is Lucy.', 'This is my mother.'],
    starsInClass: 5,
  },
  {
    skills: { pronunciation: 5, vocabulary: 4, grammar: 4, fluency: 3, confidence: 4 },
    comment: 'Great progress with colours. Next time we will practise longer sentences.',
    homework: 'Find five red things at home and say "It is red."',
    words: ['red', 'blue', 'yellow', 'green', 'apple'],
    sentences: ['It is red.', 'I like green apples.'],
    starsInClass: 4,
  },
];

export async function loadDemoLessons(ctx: AppContext) {
  const tz = ctx.config.TIME_ZONE;
  const now = ctx.clock.now();
  const findDemoUser = () =>
    ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE));
  let [user] = await findDemoUser();
  if (!user) {
    await loadDemoAccounts(ctx);
    [user] = await findDemoUser();
  }
  if (!user) return;
  const userId = user.id;
  const hasGrant = await ctx.db
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(eq(creditGrants.userId, userId))
    .limit(1);
  if (hasGrant.length > 0) return;
  const demoTeachers = await ctx.db
    .select()
    .from(teachers)
    .orderBy(asc(teachers.sort), asc(teachers.id))
    .limit(3);
  if (demoTeachers.length < 2) return;
  const coursewareUrl = await defaultCoursewareUrl(ctx.db);

  await ctx.db.transaction(async (tx) => {
    // Given ten days ago, before the first demo lesson was booked.
    const { grantId } = await grantCredits(
      tx,
      { userId, kind: 'gift', name: '体验赠课', count: 20, validityDays: 375 },
      new Date(now.getTime() - 10 * DAY_MS),
    );
    const today = dateInZone(now, tz);
    /** One lesson paid from the gift; null when its time is taken (a savepoint undoes it). */
    const book = (
      teacherId: number,
      startAt: Date,
      past: { title: string } | null,
      title = past?.title ?? '',
    ) =>
      tx
        .transaction(async (sp) => {
          const [slot] = await sp
            .insert(teacherSlots)
            .values({ teacherId, startAt })
            .onConflictDoUpdate({
              target: [teacherSlots.teacherId, teacherSlots.startAt],
              set: { status: 'open' },
            })
            .returning();
          // Booked a day before (past lessons) or a day ago (today's and later): the family's
          // reminders of today's lessons are due already on a first start (issue #18).
          const created = new Date((past ? startAt.getTime() : now.getTime()) - DAY_MS);
          const [lesson] = await sp
            .insert(lessons)
            .values({
              slotId: slot!.id,
              teacherId,
              studentId: userId,
              startAt,
              endAt: new Date(startAt.getTime() + 30 * 60_000),
              status: past ? 'finished' : 'booked',
              title,
              grantId,
              coursewareUrl,
              createdAt: created,
              updatedAt: created,
            })
            .returning();
          await sp.insert(creditLedger).values({
            userId,
            grantId,
            change: -1,
            reason: 'booking',
            lessonId: lesson!.id,
            createdAt: created,
          });
          return lesson!;
        })
        .catch(() => null);

    let used = 0;
    for (const [i, p] of PAST.entries()) {
      const teacher = demoTeachers[p.teacher]!;
      const startAt = zonedDateTimeToInstant(addDays(today, -p.daysAgo), '19:00', tz);
      const lesson = await book(teacher.id, startAt, p);
      if (!lesson) continue;
      used++;
      const report = REPORTS[i];
      if (p.report && report)
        await tx.insert(lessonReports).values({
          lessonId: lesson.id,
          teacherId: teacher.id,
          ...report.skills,
          comment: report.comment,
          homework: report.homework,
          words: report.words,
          sentences: report.sentences,
          starsInClass: report.starsInClass,
          createdAt: lesson.endAt,
        });
      if (p.reviewed)
        await tx.insert(teacherReviews).values({
          lessonId: lesson.id,
          teacherId: teacher.id,
          userId,
          stars: 5,
          tags: ['耐心', '鼓励孩子'],
          content: 'Lucy 很喜欢 Emily 老师，课后还在唱 Hello 歌！',
          createdAt: new Date(lesson.endAt.getTime() + 3600_000),
        });
    }
    // Today with Emily Carter (the first teacher, login 13900000001): open now, +1 h, +2 h.
    const open = openSlotStart(now).getTime();
    for (const [i, title] of TODAY.entries()) {
      if (await book(demoTeachers[0]!.id, new Date(open + i * 2 * SLOT_MS), null, title)) used++;
    }
    const upcoming = zonedDateTimeToInstant(addDays(today, 2), '19:00', tz);
    if (await book(demoTeachers[1]!.id, upcoming, null)) used++;
    await tx
      .update(creditGrants)
      .set({ remaining: 20 - used })
      .where(eq(creditGrants.id, grantId));
    await recountTeacherStats(tx);
  });
}
