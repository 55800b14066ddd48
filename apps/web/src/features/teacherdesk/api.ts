import {
  listDeskLessons,
  listDeskPlan,
  markAbsent,
  savePlan,
  viewDeskLesson,
  viewTeacherMe,
  writeReport,
} from '@school/contract/api/teacherDesk';
import type { DeskLesson, LessonReportInput } from '@school/contract/api/teacherDesk';
import type { InputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { isApiError, request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type { DeskLesson, LessonReportInput };
export type PlanEntryInput = InputOf<typeof savePlan>['entries'][number];

/** 3003: the signed-in account is not a teacher. */
export const isForbidden = (e: unknown) => isApiError(e) && !e.transport && e.code === 3003;

export const deskKeys = {
  all: ['desk'] as const,
  me: (token: string) => ['desk', 'me', token] as const,
  lessons: (scope: 'today' | 'upcoming', token: string) =>
    ['desk', 'lessons', scope, token] as const,
  history: (token: string) => ['desk', 'history', token] as const,
  lesson: (id: number, token: string) => ['desk', 'lesson', id, token] as const,
  plan: (token: string) => ['desk', 'plan', token] as const,
};

/** Teacher calls only for a teacher account; anyone else sees "教师专用" without asking. */
export function useIsTeacher() {
  return useDataStore((s) => Boolean(s.token) && s.userInfo.role === 'teacher');
}

export function useDeskMe() {
  const token = useDataStore((s) => s.token);
  const teacher = useIsTeacher();
  return useQuery({
    queryKey: deskKeys.me(token),
    queryFn: ({ signal }) => request(viewTeacherMe, {}, { signal }),
    enabled: teacher,
    meta: { silent: true },
  });
}

export function useDeskLessons(scope: 'today' | 'upcoming') {
  const token = useDataStore((s) => s.token);
  const teacher = useIsTeacher();
  return useQuery({
    queryKey: deskKeys.lessons(scope, token),
    queryFn: ({ signal }) => request(listDeskLessons, { scope, pageSize: 50 }, { signal }),
    enabled: teacher,
    select: (data) => data.list,
    meta: { silent: true },
    // Classrooms open and lessons end as time passes.
    refetchInterval: 60_000,
  });
}

export function useDeskHistory() {
  const token = useDataStore((s) => s.token);
  const teacher = useIsTeacher();
  const query = useInfiniteQuery({
    queryKey: deskKeys.history(token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listDeskLessons, { scope: 'history', page: pageParam, pageSize: 20 }, { signal }),
    getNextPageParam: nextPage,
    enabled: teacher,
    meta: { silent: true },
  });
  return { ...query, lessons: flattenPages(query.data?.pages) };
}

export function useDeskLesson(id: number | undefined) {
  const token = useDataStore((s) => s.token);
  const teacher = useIsTeacher();
  return useQuery({
    queryKey: deskKeys.lesson(id ?? 0, token),
    queryFn: ({ signal }) => request(viewDeskLesson, { id: id ?? 0 }, { signal }),
    enabled: teacher && id !== undefined,
    meta: { silent: true },
  });
}

/** A changed lesson goes into its view at once; the lists are asked again. */
function usePutLesson() {
  const queryClient = useQueryClient();
  const token = useDataStore((s) => s.token);
  return (lesson: DeskLesson) => {
    queryClient.setQueryData(deskKeys.lesson(lesson.id, token), lesson);
    void queryClient.invalidateQueries({ queryKey: ['desk', 'lessons'] });
    void queryClient.invalidateQueries({ queryKey: ['desk', 'history'] });
  };
}

/** A 1001 (a field the server refused) is shown on the form itself. */
const isInvalid = (e: unknown) => isApiError(e) && !e.transport && e.code === 1001;

export function useWriteReport() {
  const put = usePutLesson();
  return useMutation({
    mutationFn: (input: LessonReportInput & { lessonId: number }) => request(writeReport, input),
    meta: { handles: isInvalid },
    onSuccess: put,
  });
}

export function useMarkAbsent() {
  const put = usePutLesson();
  return useMutation({
    mutationFn: (lessonId: number) => request(markAbsent, { lessonId }),
    onSuccess: put,
  });
}

export function useDeskPlan() {
  const token = useDataStore((s) => s.token);
  const teacher = useIsTeacher();
  return useQuery({
    queryKey: deskKeys.plan(token),
    queryFn: ({ signal }) => request(listDeskPlan, {}, { signal }),
    enabled: teacher,
    select: (data) => data.entries,
    meta: { silent: true },
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  const token = useDataStore((s) => s.token);
  return useMutation({
    mutationFn: (entries: PlanEntryInput[]) => request(savePlan, { entries }),
    meta: { handles: isInvalid },
    onSuccess: (out) => {
      queryClient.setQueryData(deskKeys.plan(token), { entries: out.entries });
    },
  });
}
