import * as booking from '@school/contract/api/booking';
import * as credits from '@school/contract/api/credits';
import * as notifications from '@school/contract/api/notifications';
import * as outline from '@school/contract/api/outline';
import * as teachers from '@school/contract/api/teachers';
import type { Endpoint } from '@school/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { bookingCalls } from './booking/calls.ts';
import { creditCalls } from './credits/calls.ts';
import { messageCalls } from './messages/calls.ts';
import { lessonCalls } from './lessons/calls.ts';
import { outlineCalls } from './outline/calls.ts';
import { teacherCalls } from './teachers/calls.ts';

/**
 * The teacher, booking, lesson, credit and outline screens call the contract's endpoints through
 * `call<typeof endpoint>(method, path)` descriptors (no zod in the app's download); each one must
 * name exactly the method and path of its endpoint.
 */
const pairs: [string, { method: string; path: string }, Endpoint][] = [
  ['teacher list', teacherCalls.list, teachers.listTeachers],
  ['teacher view', teacherCalls.view, teachers.viewTeacher],
  ['teacher tags', teacherCalls.tags, teachers.listTeacherTags],
  ['favourite edit', teacherCalls.collect, teachers.editCollection],
  ['favourite list', teacherCalls.collections, teachers.listCollections],
  ['reviews', teacherCalls.reviews, teachers.listTeacherReviews],
  ['message', teacherCalls.message, teachers.sendTeacherMessage],
  ['schedule', bookingCalls.schedule, booking.listSchedule],
  ['plan', bookingCalls.plan, booking.listSchedulePlan],
  ['book', bookingCalls.book, booking.bookSlots],
  ['lesson list', lessonCalls.list, booking.listLessons],
  ['lesson view', lessonCalls.view, booking.viewLesson],
  ['lesson coming', lessonCalls.coming, booking.viewComingLesson],
  ['lesson note', lessonCalls.edit, booking.editLesson],
  ['cancel', lessonCalls.cancel, booking.changeBookingStatus],
  ['report', lessonCalls.report, teachers.viewLessonReport],
  ['review', lessonCalls.review, teachers.editTeacherReview],
  ['credits', creditCalls.view, credits.viewCredits],
  ['ledger', creditCalls.ledger, credits.listLedger],
  ['outline', outlineCalls.list, outline.listOutline],
  ['outline parents', outlineCalls.parents, outline.listOutlineParents],
  ['messages', messageCalls.list, notifications.listMessages],
  ['unread', messageCalls.unread, notifications.unreadMessages],
  ['read', messageCalls.read, notifications.readMessage],
  ['read all', messageCalls.readAll, notifications.readAllMessages],
  ['notify settings', messageCalls.settings, notifications.viewNotificationSettings],
  ['notify settings edit', messageCalls.editSettings, notifications.editNotificationSettings],
  ['push key', messageCalls.pushKey, notifications.webPushKey],
  ['push subscribe', messageCalls.subscribe, notifications.subscribeWebPush],
];

describe('learning calls', () => {
  it.each(pairs)('%s has the method and path of the contract endpoint', (_name, call, endpoint) => {
    expect(call).toEqual({ method: endpoint.method, path: endpoint.path });
  });
});
