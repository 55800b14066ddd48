import type { Lesson, Slot } from '@school/contract/api/booking';
import type { OutputOf } from '@school/contract/endpoint';
import type { viewTeacher } from '@school/contract/api/teachers';
import { addDays, dateInZone, zonedDateTimeToInstant } from '@school/contract/helpers/time';
import type { viewCredits } from '@school/contract/api/credits';
import { ok, type Answer } from './fakeServer.ts';

/** Data for the teacher, booking and lesson screens' tests, shaped by the contract's types. */

export { fail, ok, page } from './fakeServer.ts';

const HOUR = 3600_000;

let tokens = 0;
/**
 * A new login token per test: the app keeps one query cache for the whole visit (as a real visit
 * does), and the caller's data is cached under the token, so tests do not see each other's data.
 */
export const freshToken = () => `tok-${++tokens}`;

/** A day `n` days from today in the school's zone, as `YYYY-MM-DD`. */
export const schoolDay = (n: number) => addDays(dateInZone(Date.now(), 'Asia/Shanghai'), n);
/** The instant of `HH:mm` on that day in the school's zone, as ISO text. */
export const at = (day: string, hhmm: string) =>
  zonedDateTimeToInstant(day, hhmm, 'Asia/Shanghai').toISOString();

export type TeacherDetail = OutputOf<typeof viewTeacher>;

export function teacher(over: Partial<TeacherDetail> = {}): TeacherDetail {
  return {
    id: 7,
    name: 'Emily Carter',
    avatar: null,
    nationality: '美国',
    sex: 2,
    tags: [{ id: 1, name: '耐心', group: 'style' }],
    rating: 4.8,
    reviewCount: 12,
    finishedLessons: 120,
    collected: false,
    nextFreeAt: null,
    intro: '<p>Hello!</p>',
    videoUrl: null,
    ...over,
  };
}

let nextSlotId = 100;
export function slot(day: string, hhmm: string, over: Partial<Slot> = {}): Slot {
  const startAt = at(day, hhmm);
  return {
    id: nextSlotId++,
    teacherId: 7,
    startAt,
    endAt: new Date(Date.parse(startAt) + HOUR / 2).toISOString(),
    state: 'open',
    mine: false,
    ...over,
  };
}

let nextLessonId = 500;
export function lesson(over: Partial<Lesson> = {}): Lesson {
  const startAt = over.startAt ?? new Date(Date.now() + 3 * 24 * HOUR).toISOString();
  return {
    id: nextLessonId++,
    teacher: { id: 7, name: 'Emily Carter', avatar: null },
    startAt,
    endAt: new Date(Date.parse(startAt) + HOUR / 2).toISOString(),
    status: 'booked',
    title: '外教一对一英语课',
    courseLevel: null,
    note: '',
    canCancel: true,
    cancelReturnsCredit: true,
    canEnter: false,
    hasReport: false,
    reviewed: false,
    canReview: false,
    recordingUrl: null,
    ...over,
  };
}

export function credits(balance: number, used = 0): Answer<OutputOf<typeof viewCredits>> {
  return ok({ balance, used, total: balance + used, refunded: 0, expired: 0, grants: [] });
}
