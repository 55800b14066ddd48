import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTotal } from '../../db/paging.ts';
import {
  examOptions,
  examQuestions,
  examResults,
  exams,
  type StoredResultItem,
} from '../../db/schema/exams.ts';

/** Queries of exams, questions (with their keys: the service decides what leaves) and results. */

export type ExamRow = typeof exams.$inferSelect;

export async function unitExamsOf(db: Db, outlineIds: number[]) {
  if (outlineIds.length === 0) return [];
  return db
    .select()
    .from(exams)
    .where(
      and(eq(exams.kind, 'unit'), eq(exams.status, 'active'), inArray(exams.outlineId, outlineIds)),
    )
    .orderBy(asc(exams.sort), asc(exams.id));
}

export async function courseExamOf(db: Db, level: number) {
  const [e] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.kind, 'course'), eq(exams.level, level), eq(exams.status, 'active')));
  return e ?? null;
}

export async function findActiveExam(db: Db, id: number) {
  const [e] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.status, 'active')));
  return e ?? null;
}

/** The questions of some exams with their options, in order. */
export async function questionsOf(db: Db, examIds: number[]) {
  if (examIds.length === 0) return [];
  const questions = await db
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.examId, examIds))
    .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(examOptions)
          .where(
            inArray(
              examOptions.questionId,
              questions.map((q) => q.id),
            ),
          )
          .orderBy(asc(examOptions.sort), asc(examOptions.id));
  return questions.map((q) => ({ ...q, options: options.filter((o) => o.questionId === q.id) }));
}
export type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

/** The caller's best score and number of submissions per exam. */
export async function statsOf(db: Db, userId: number, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db
    .select({ examId: examResults.examId, best: max(examResults.score), attempts: count() })
    .from(examResults)
    .where(and(eq(examResults.userId, userId), inArray(examResults.examId, examIds)))
    .groupBy(examResults.examId);
}

export async function insertExams(db: Db, rows: (typeof exams.$inferInsert)[]) {
  return db.insert(exams).values(rows).returning();
}

export async function insertQuestions(db: Db, rows: (typeof examQuestions.$inferInsert)[]) {
  return db
    .insert(examQuestions)
    .values(rows)
    .returning({ id: examQuestions.id, examId: examQuestions.examId, sort: examQuestions.sort });
}

export async function insertOptions(db: Db, rows: (typeof examOptions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(examOptions).values(rows);
}

export async function insertResult(
  db: Db,
  row: Omit<typeof examResults.$inferInsert, 'items'> & { items: StoredResultItem[] },
) {
  const [r] = await db.insert(examResults).values(row).returning();
  return r!;
}

const summaryColumns = {
  id: examResults.id,
  examId: examResults.examId,
  examKind: examResults.examKind,
  examTitle: examResults.examTitle,
  score: examResults.score,
  correctCount: examResults.correctCount,
  questionCount: examResults.questionCount,
  submittedAt: examResults.submittedAt,
};

export async function pageResults(
  db: Db,
  userId: number,
  examId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(examResults.userId, userId),
    examId !== undefined ? eq(examResults.examId, examId) : undefined,
  );
  return withTotal(
    db
      .select(summaryColumns)
      .from(examResults)
      .where(where)
      .orderBy(desc(examResults.submittedAt), desc(examResults.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(examResults).where(where),
  );
}

/** One result of this user (another user's result is simply not found). */
export async function findResult(db: Db, userId: number, id: number) {
  const [r] = await db
    .select()
    .from(examResults)
    .where(and(eq(examResults.id, id), eq(examResults.userId, userId)));
  return r ?? null;
}

export async function deleteResultsOf(db: Db, userId: number) {
  await db.delete(examResults).where(eq(examResults.userId, userId));
}
