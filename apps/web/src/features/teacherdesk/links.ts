import { withQuery } from '@school/contract/helpers/query';
import { go, navigateTo } from '../../lib/navigation.ts';

/** Where the teacher's buttons lead. Entering goes through the device check, as for students. */
export const deskLinks = {
  enter: (id: number) => go(navigateTo(withQuery('/pages/live/index', { lessonId: id }))),
  lesson: (id: number) => go(navigateTo(withQuery('/pages/teacherdesk/lesson', { id }))),
  history: () => go(navigateTo('/pages/teacherdesk/history')),
  plan: () => go(navigateTo('/pages/teacherdesk/plan')),
  messages: () => go(navigateTo('/pages/teacherdesk/messages')),
};
