import { editTeacherReview, viewLessonReport } from '@school/contract/api/teachers';
import {
  changeBookingStatus,
  editLesson,
  listLessons,
  viewComingLesson,
  viewLesson,
} from '@school/contract/api/booking';
import type { OutputOf } from '@school/contract/endpoint';
import type { Lesson } from '@school/contract/api/booking';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type { Lesson };
export type LessonReport = NonNullable<OutputOf<typeof viewLessonReport>>;
export type CancelResult = OutputOf<typeof changeBookingStatus>;

export const lessonKeys = {
  all: ['lessons'] as const,
  range: (from: string, to: string, token: string) =>
    ['lessons', 'range', from, to, token] as const,
  upcoming: (size: number, token: string) => ['lessons', 'upcoming', size, token] as const,
  history: (token: string) => ['lessons', 'history', token] as const,
  view: (id: number, token: string) => ['lessons', 'view', id, token] as const,
  coming: (token: string) => ['lessons', 'coming', token] as const,
  report: (id: number, token: string) => ['lessons', 'report', id, token] as const,
};

/** The caller's lessons on the days from `from` to `to` (a week of the timetable). */
export function useLessonsInRange(from: string, to: string) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: lessonKeys.range(from, to, token),
    queryFn: ({ signal }) =>
      request(listLessons, { scope: 'all', from, to, pageSize: 100 }, { signal }),
    enabled: Boolean(token),
    select: (data) => data.list,
    meta: { silent: true },
    placeholderData: (previous) => previous,
  });
}

/** The next lessons, soonest first. */
export function useUpcomingLessons(size = 3) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: lessonKeys.upcoming(size, token),
    queryFn: ({ signal }) =>
      request(listLessons, { scope: 'upcoming', pageSize: size }, { signal }),
    enabled: Boolean(token),
    meta: { silent: true },
  });
}

/** The next lesson that has not ended (courseCourse/viewcoming), or null. */
export function useComingLesson(enabled = true) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: lessonKeys.coming(token),
    queryFn: ({ signal }) => request(viewComingLesson, {}, { signal }),
    enabled: Boolean(token) && enabled,
    meta: { silent: true },
  });
}

/** Past lessons, newest first, page by page. */
export function useLessonHistory() {
  const token = useDataStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: lessonKeys.history(token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listLessons, { scope: 'history', page: pageParam, pageSize: 10 }, { signal }),
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    meta: { silent: true },
  });
  return { ...query, lessons: flattenPages(query.data?.pages) };
}

export function useLesson(id: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: lessonKeys.view(id ?? 0, token),
    queryFn: ({ signal }) => request(viewLesson, { id: id ?? 0 }, { signal }),
    enabled: Boolean(token) && id !== undefined,
    meta: { silent: true },
  });
}

/** The teacher's report on a lesson; null while it is not written. */
export function useLessonReport(lessonId: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: lessonKeys.report(lessonId ?? 0, token),
    queryFn: ({ signal }) => request(viewLessonReport, { lessonId: lessonId ?? 0 }, { signal }),
    enabled: Boolean(token) && lessonId !== undefined,
    meta: { silent: true },
  });
}

/** Puts a changed lesson into every cached list and view that holds it. */
function useLessonCache() {
  const queryClient = useQueryClient();
  return (lesson: Lesson) => {
    queryClient.setQueriesData<Lesson>({ queryKey: ['lessons', 'view', lesson.id] }, () => lesson);
  };
}

/** Cancels a booked lesson; lessons, credits and slots are fetched anew afterwards. */
export function useCancelLesson() {
  const queryClient = useQueryClient();
  const putLesson = useLessonCache();
  return useMutation({
    mutationFn: (lessonId: number) =>
      request(changeBookingStatus, { lessonId, status: 'cancelled' }),
    onSuccess: (out) => putLesson(out.lesson),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** Saves the family's note to the teacher. */
export function useEditNote() {
  const queryClient = useQueryClient();
  const putLesson = useLessonCache();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) => request(editLesson, input),
    onSuccess: (lesson) => {
      putLesson(lesson);
      void queryClient.invalidateQueries({ queryKey: lessonKeys.all });
    },
  });
}

/** Reviews the teacher of a finished lesson (once, within 7 days). */
export function useReviewTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lessonId: number; stars: number; tags: string[]; content: string }) =>
      request(editTeacherReview, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
