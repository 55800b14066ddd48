import type { listBooks, listTextbooks, viewBook } from '@school/contract/api/books';
import * as booksRoutes from '@school/contract/routes/books';
import { call } from '../../lib/request.ts';

/** Picture book and textbook calls, typed by the contract without importing its zod schemas. */
export const bookCalls = {
  list: call<typeof listBooks>(booksRoutes.listBooks),
  view: call<typeof viewBook>(booksRoutes.viewBook),
  textbooks: call<typeof listTextbooks>(booksRoutes.listTextbooks),
};
