import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/lessons';
import { request } from '../../lib/request.ts';

export { listAdminLessons, listLateReports } from '@school/contract/api/admin/lessons';
export type { AdminLessonRow } from '@school/contract/api/admin/lessons';

export const useLesson = (id: number | null) =>
  useQuery({
    queryKey: ['lesson', id],
    queryFn: ({ signal }) => request(api.viewAdminLesson, { id: id! }, signal),
    enabled: id !== null,
  });

export const useReassignOptions = (lessonId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['lesson', lessonId, 'reassignOptions'],
    queryFn: ({ signal }) => request(api.listReassignOptions, { lessonId: lessonId! }, signal),
    enabled: lessonId !== null && enabled,
  });

export const useTeacherChoices = (q: string) =>
  useQuery({
    queryKey: ['lessonTeachers', q],
    queryFn: ({ signal }) => request(api.searchLessonTeachers, { q }, signal),
    staleTime: 60_000,
  });

export const fetchReplay = (lessonId: number) => request(api.watchAdminReplay, { lessonId });

/** After a change: the lists (any page), the lesson and the dashboard read again. */
function useLessonChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list', api.listAdminLessons.path] }),
        client.invalidateQueries({ queryKey: ['list', api.listLateReports.path] }),
        client.invalidateQueries({ queryKey: ['lesson'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

export const useReassign = () =>
  useLessonChange((input: { lessonId: number; teacherId: number; reopenSlot: boolean }) =>
    request(api.reassignLesson, input),
  );
export const useCancelBySchool = () =>
  useLessonChange((input: { lessonId: number; reason: string }) =>
    request(api.cancelLessonBySchool, input),
  );
export const useCorrectAttendance = () =>
  useLessonChange(
    (input: { lessonId: number; outcome: (typeof api.ATTENDANCE_OUTCOMES)[number] }) =>
      request(api.correctAttendance, input),
  );
export { ATTENDANCE_OUTCOMES } from '@school/contract/api/admin/lessons';
