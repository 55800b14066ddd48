import {
  listExamResults,
  listUnitExams,
  submitExam,
  viewCourseExam,
  viewExam,
  viewExamResult,
} from '@school/contract/api/exams';
import type { Exam, ExamQuestion, ExamResult } from '@school/contract/api/exams';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type { Exam, ExamQuestion, ExamResult };

export const COURSE_LEVELS = [1, 2, 3, 4, 5] as const;

export function useUnitExams(outlineId: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: ['exams', 'unit', outlineId, token],
    queryFn: ({ signal }) => request(listUnitExams, { outlineId: outlineId as number }, { signal }),
    enabled: Boolean(token) && outlineId !== undefined && outlineId > 0,
    select: (d) => d.list,
    meta: { silent: true },
  });
}

export function useCourseExam(level: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: ['exams', 'course', level, token],
    queryFn: ({ signal }) => request(viewCourseExam, { level: level as number }, { signal }),
    enabled: Boolean(token) && level !== undefined && level > 0,
    meta: { silent: true },
  });
}

export function useExam(id: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: ['exams', 'view', id, token],
    queryFn: ({ signal }) => request(viewExam, { id: id as number }, { signal }),
    enabled: Boolean(token) && id !== undefined && id > 0,
    meta: { silent: true },
  });
}

export function useSubmitExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      examId: number;
      answers: { questionId: number; choice: number[] | boolean }[];
    }) => request(submitExam, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

export function useResults() {
  const token = useDataStore((s) => s.token);
  const q = useInfiniteQuery({
    queryKey: ['exams', 'results', token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listExamResults, { page: pageParam, pageSize: 10 }, { signal }),
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    meta: { silent: true },
  });
  return { ...q, items: flattenPages(q.data?.pages) };
}

export function useResult(id: number | undefined) {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: ['exams', 'result', id, token],
    queryFn: ({ signal }) => request(viewExamResult, { id: id as number }, { signal }),
    enabled: Boolean(token) && id !== undefined && id > 0,
    meta: { silent: true },
  });
}
