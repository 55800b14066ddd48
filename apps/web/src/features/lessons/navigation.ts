import { withQuery } from '@school/contract/helpers/query';
import { go, navigateTo } from '../../lib/navigation.ts';

/** Where a lesson's buttons lead. The classroom itself is another screen (/pages/live/index). */
export const lessonLinks = {
  details: (id: number) => go(navigateTo(withQuery('/pages/course/details', { id }))),
  enter: (id: number) => go(navigateTo(withQuery('/pages/live/index', { lessonId: id }))),
  report: (id: number) => go(navigateTo(withQuery('/pages/course/record', { lessonId: id }))),
  review: (id: number) => go(navigateTo(withQuery('/pages/course/comment', { lessonId: id }))),
  playback: (id: number) => go(navigateTo(withQuery('/pages/course/play', { lessonId: id }))),
  teacher: (id: number) => go(navigateTo(withQuery('/pages/teacher/teacher', { id }))),
};
