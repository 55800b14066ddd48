import type { FastifyInstance } from 'fastify';
import * as bookApi from '@school/contract/api/admin/books';
import * as examApi from '@school/contract/api/admin/exams';
import * as outlineApi from '@school/contract/api/admin/outline';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as books from './booksService.ts';
import * as exams from './examsService.ts';
import * as outline from './outlineService.ts';

/**
 * The console's learning content: picture books, textbooks, the outline, exams (docs/design/school-texts.md §9).
 * Each route names its permission in the contract (`content.read` / `content.edit`); the public
 * caches are dropped after every console write (http/cacheInvalidation.ts).
 */
export function consoleLearningRoutes(app: FastifyInstance, ctx: AppContext) {
  // Console answers carry both languages as stored (route()'s `bilingual`, decision 0023).
  const both = { bilingual: true } as const;
  route(app, ctx, bookApi.listAdminBooks, ({ input }) => books.listBooks(ctx, input), both);
  route(app, ctx, bookApi.viewAdminBook, ({ input }) => books.viewBook(ctx, input.id), both);
  route(
    app,
    ctx,
    bookApi.saveAdminBook,
    ({ input, actor }) => books.saveBook(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    bookApi.publishAdminBook,
    ({ input, actor }) => books.publishBook(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    bookApi.deleteAdminBook,
    ({ input, actor }) => books.removeBook(ctx, actor, input.id),
    both,
  );
  route(app, ctx, bookApi.listAdminTextbooks, ({ input }) => books.listTextbooks(ctx, input), both);
  route(
    app,
    ctx,
    bookApi.saveAdminTextbook,
    ({ input, actor }) => books.saveTextbook(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    bookApi.deleteAdminTextbook,
    ({ input, actor }) => books.removeTextbook(ctx, actor, input.id),
    both,
  );

  route(app, ctx, outlineApi.viewAdminOutline, () => outline.viewTree(ctx), both);
  route(
    app,
    ctx,
    outlineApi.saveAdminOutlineNode,
    ({ input, actor }) => outline.saveNode(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    outlineApi.moveAdminOutlineNode,
    ({ input, actor }) => outline.moveNode(ctx, actor, input),
    both,
  );

  route(app, ctx, examApi.listAdminExams, ({ input }) => exams.listExams(ctx, input), both);
  route(app, ctx, examApi.viewAdminExam, ({ input }) => exams.viewExam(ctx, input.id), both);
  route(
    app,
    ctx,
    examApi.saveAdminExam,
    ({ input, actor }) => exams.saveExam(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    examApi.deleteAdminExam,
    ({ input, actor }) => exams.removeExam(ctx, actor, input.id),
    both,
  );
}
