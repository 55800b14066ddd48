import type {
  editCollection,
  listCollections,
  listTeacherReviews,
  listTeachers,
  listTeacherTags,
  sendTeacherMessage,
  viewTeacher,
} from '@school/contract/api/teachers';
import { BASIC, COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/**
 * Teacher calls, typed by the contract's endpoints without importing them (the endpoint objects
 * carry zod, about 90 KB gzip, that no screen needs). calls.test.ts checks each against the contract.
 */
export const teacherCalls = {
  list: call<typeof listTeachers>('GET', `${COURSE}/teacher/list`),
  view: call<typeof viewTeacher>('GET', `${COURSE}/teacher/view`),
  tags: call<typeof listTeacherTags>('GET', `${COURSE}/tkTeacherTag/list`),
  collect: call<typeof editCollection>('POST', `${BASIC}/teacherCollections/edit`),
  collections: call<typeof listCollections>('GET', `${BASIC}/teacherCollections/list`),
  reviews: call<typeof listTeacherReviews>('GET', `${COURSE}/teacherReviews/list`),
  message: call<typeof sendTeacherMessage>('POST', `${COURSE}/teacherMessages/edit`),
};
