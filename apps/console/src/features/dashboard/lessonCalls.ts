import { useQuery } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/dashboard';
import { request } from '../../lib/request.ts';

/** The dashboard's figures, each its own call (a slow one does not hold the rest). */
const options = { staleTime: 30_000 };

export const useLessonFigures = () =>
  useQuery({
    queryKey: ['dashboard', 'lessons'],
    queryFn: ({ signal }) => request(api.dashboardLessons, {}, signal),
    ...options,
  });
export const useTeacherFigures = () =>
  useQuery({
    queryKey: ['dashboard', 'teachers'],
    queryFn: ({ signal }) => request(api.dashboardTeachers, {}, signal),
    ...options,
  });
export const useFamilyFigures = () =>
  useQuery({
    queryKey: ['dashboard', 'families'],
    queryFn: ({ signal }) => request(api.dashboardFamilies, {}, signal),
    ...options,
  });
