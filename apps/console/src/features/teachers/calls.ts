import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/teachers';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export {
  listAdminTeachers,
  uploadAdminTeacherFile,
  listAdminTeacherFutureLessons,
} from '@school/contract/api/admin/teachers';

/** After any change the teacher list (any page), the open teacher and her plan are read again. */
function useTeacherChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list', api.listAdminTeachers.path] }),
        client.invalidateQueries({ queryKey: ['teacher'] }),
      ]),
  });
}

export const useTeacherOptions = () =>
  useQuery({
    queryKey: ['teacher', 'options'],
    queryFn: ({ signal }) => request(api.listAdminTeacherOptions, {}, signal),
    staleTime: 60_000,
  });

export const useTeacher = (id: number | null) =>
  useQuery({
    queryKey: ['teacher', 'view', id],
    queryFn: ({ signal }) => request(api.viewAdminTeacher, { id: id! }, signal),
    enabled: id !== null,
  });

export const useSaveTeacher = () =>
  useTeacherChange((input: InputOf<typeof api.saveAdminTeacher>) =>
    request(api.saveAdminTeacher, input),
  );

export const useSetPaused = () =>
  useTeacherChange((input: { id: number; paused: boolean }) =>
    request(api.setAdminTeacherPaused, input),
  );

export const useFutureLessons = (id: number | null) =>
  useQuery({
    queryKey: ['teacher', 'future', id],
    queryFn: ({ signal }) => request(api.listAdminTeacherFutureLessons, { id: id! }, signal),
    enabled: id !== null,
  });

export const useLeave = () =>
  useTeacherChange((input: { id: number }) => request(api.leaveAdminTeacher, input));

export const usePlan = (id: number | null) =>
  useQuery({
    queryKey: ['teacher', 'plan', id],
    queryFn: ({ signal }) => request(api.viewAdminTeacherPlan, { id: id! }, signal),
    enabled: id !== null,
  });

export const useSavePlan = () =>
  useTeacherChange((input: InputOf<typeof api.saveAdminTeacherPlan>) =>
    request(api.saveAdminTeacherPlan, input),
  );

export const useSlots = (id: number | null, from: string, to: string) =>
  useQuery({
    queryKey: ['teacher', 'slots', id, from, to],
    queryFn: ({ signal }) => request(api.listAdminTeacherSlots, { id: id!, from, to }, signal),
    enabled: id !== null,
  });

export const useSetSlot = () =>
  useTeacherChange((input: { id: number; startAt: string; open: boolean }) =>
    request(api.setAdminTeacherSlot, input),
  );
