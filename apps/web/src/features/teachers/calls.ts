import type {
  editCollection,
  listCollections,
  listTeacherReviews,
  listTeachers,
  listTeacherTags,
  sendTeacherMessage,
  viewTeacher,
} from '@school/contract/api/teachers';
import * as teachersRoutes from '@school/contract/routes/teachers';
import { call } from '../../lib/request.ts';

/**
 * Teacher calls, typed by the contract's endpoints without importing them (the endpoint objects
 * carry zod, about 90 KB gzip, that no screen needs). calls.test.ts checks each against the contract.
 */
export const teacherCalls = {
  list: call<typeof listTeachers>(teachersRoutes.listTeachers),
  view: call<typeof viewTeacher>(teachersRoutes.viewTeacher),
  tags: call<typeof listTeacherTags>(teachersRoutes.listTeacherTags),
  collect: call<typeof editCollection>(teachersRoutes.editCollection),
  collections: call<typeof listCollections>(teachersRoutes.listCollections),
  reviews: call<typeof listTeacherReviews>(teachersRoutes.listTeacherReviews),
  message: call<typeof sendTeacherMessage>(teachersRoutes.sendTeacherMessage),
};
