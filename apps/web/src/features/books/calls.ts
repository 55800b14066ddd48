import type { listBooks, listTextbooks, viewBook } from '@school/contract/api/books';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** Picture book and textbook calls, typed by the contract without importing its zod schemas. */
export const bookCalls = {
  list: call<typeof listBooks>('GET', `${COURSE}/tkBooks/list`),
  view: call<typeof viewBook>('GET', `${COURSE}/tkBooks/view`),
  textbooks: call<typeof listTextbooks>('GET', `${COURSE}/textbook/list`),
};
