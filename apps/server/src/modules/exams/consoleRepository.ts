import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTotal } from '../../db/paging.ts';
import { examQuestions, examResults, exams } from '../../db/schema/exams.ts';

/** The console's queries of exams: hidden ones included, answer keys included; no rules here. */

export type ExamRow = typeof exams.$inferSelect;

export interface ExamPaging {
  limit: number;
  offset: number;
  sort: 'sort' | 'id';
  order?: 'ascend' | 'descend';
  kind?: 'unit' | 'course';
  outlineId?: number;
  level?: number;
}

const questionCount =
  sql<number>`(select count(*) from ${examQuestions} q where q.exam_id = ${exams.id})`.mapWith(
    Number,
  );
const resultCount =
  sql<number>`(select count(*) from ${examResults} r where r.exam_id = ${exams.id})`.mapWith(
    Number,
  );

export async function pageAllExams(db: Db, p: ExamPaging) {
  const where = and(
    p.kind ? eq(exams.kind, p.kind) : undefined,
    p.outlineId !== undefined ? eq(exams.outlineId, p.outlineId) : undefined,
    p.level !== undefined ? eq(exams.level, p.level) : undefined,
  );
  const dir = p.order === 'descend' ? desc : asc;
  return withTotal(
    db
      .select({ exam: exams, questionCount, resultCount })
      .from(exams)
      .where(where)
      .orderBy(dir(exams[p.sort]), asc(exams.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(exams).where(where),
  );
}

export async function findExamCounted(db: Db, id: number) {
  const [r] = await db
    .select({ exam: exams, questionCount, resultCount })
    .from(exams)
    .where(eq(exams.id, id));
  return r ?? null;
}

export async function lockExam(db: Db, id: number) {
  const [e] = await db.select().from(exams).where(eq(exams.id, id)).for('update');
  return e ?? null;
}

export async function insertExamRow(db: Db, row: typeof exams.$inferInsert) {
  const [e] = await db.insert(exams).values(row).returning();
  return e!;
}

export async function updateExamRow(db: Db, id: number, row: Partial<typeof exams.$inferInsert>) {
  const [e] = await db.update(exams).set(row).where(eq(exams.id, id)).returning();
  return e!;
}

/** Removes an exam's questions (their options go with them: ON DELETE CASCADE). */
export async function deleteQuestionsOf(db: Db, examId: number) {
  await db.delete(examQuestions).where(eq(examQuestions.examId, examId));
}

export async function deleteExamRow(db: Db, id: number) {
  await db.delete(exams).where(eq(exams.id, id));
}
