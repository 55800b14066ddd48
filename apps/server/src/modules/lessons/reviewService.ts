import { REVIEW_TAGS } from '@school/contract/api/teachers';
import type { OutputOf } from '@school/contract/endpoint';
import type { editTeacherReview, viewLessonReport } from '@school/contract/api/teachers';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, invalid } from '../../http/errors.ts';
import { uniqueViolation } from '../../lib/pgErrors.ts';
import { viewReview } from '../teachers/service.ts';
import { lessonNotFound } from './service.ts';
import { reviewProblem } from './rules.ts';
import * as repo from './repository.ts';

/** After the lesson: the teacher's report (read) and the family's review of the teacher. */

/** The teacher's report on one of the caller's lessons; null until the teacher writes it. */
export async function viewReport(
  ctx: AppContext,
  studentId: number,
  lessonId: number,
): Promise<OutputOf<typeof viewLessonReport>> {
  const lesson = await repo.findLesson(ctx.db, studentId, lessonId);
  if (!lesson) throw lessonNotFound();
  const found = await repo.findReport(ctx.db, lessonId);
  if (!found) return null;
  const r = found.report;
  return {
    lessonId: r.lessonId,
    teacherId: r.teacherId,
    teacherName: found.teacherName,
    skills: {
      pronunciation: r.pronunciation,
      vocabulary: r.vocabulary,
      grammar: r.grammar,
      fluency: r.fluency,
      confidence: r.confidence,
    },
    comment: r.comment,
    homework: r.homework,
    words: r.words,
    sentences: r.sentences,
    stars: r.starsInClass,
    createdAt: r.createdAt.toISOString(),
  };
}

const knownTags = new Set<string>(REVIEW_TAGS);

/**
 * Reviews the teacher of one of the caller's finished lessons, once, within 7 days of its end.
 * The review and the teacher's rating change in one transaction; the unique index on the lesson
 * turns a second review (even a concurrent one) into 2002.
 */
export async function reviewLesson(
  ctx: AppContext,
  studentId: number,
  input: { lessonId: number; stars: number; tags: string[]; content: string },
): Promise<OutputOf<typeof editTeacherReview>> {
  const tags = [...new Set(input.tags.map((t) => t.trim()))];
  const unknown = tags.find((t) => !knownTags.has(t));
  if (unknown !== undefined)
    throw invalid(
      `参数错误 tags: 不支持的标签「${unknown}」`,
      `Invalid input tags: unknown tag "${unknown}" (allowed: ${REVIEW_TAGS.join(', ')})`,
    );
  const now = ctx.clock.now();
  let reviewId: number;
  try {
    reviewId = await ctx.db.transaction(async (tx) => {
      const lesson = await repo.lockLesson(tx, studentId, input.lessonId);
      if (!lesson) throw lessonNotFound();
      const problem = reviewProblem(lesson, now);
      if (problem === 'not_finished')
        throw new AppError(
          2004,
          '课程结束后才能评价',
          'A lesson can be reviewed once it has finished',
        );
      if (problem === 'window_closed')
        throw new AppError(
          2004,
          '已超过评价期限（课程结束后 7 天内）',
          'Reviews close 7 days after the lesson',
        );
      const review = await repo.insertReview(tx, {
        lessonId: lesson.id,
        teacherId: lesson.teacherId,
        userId: studentId,
        stars: input.stars,
        tags,
        content: input.content,
        createdAt: now,
      });
      await repo.addToTeacherRating(tx, lesson.teacherId, input.stars);
      return review.id;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'teacher_reviews_lesson_key')
      throw conflict('该课程已评价过', 'This lesson has already been reviewed');
    throw err;
  }
  return viewReview(ctx.db, reviewId);
}
