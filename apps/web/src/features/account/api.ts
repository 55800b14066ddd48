import { changePassword, deleteAccount } from '@school/contract/api/basic';
import {
  dictOptions,
  editSurvey,
  listNicknames,
  viewPreference,
} from '@school/contract/api/content';
import type { InputOf, OutputOf } from '@school/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type Nickname = OutputOf<typeof listNicknames>['list'][number];
export type DictOption = OutputOf<typeof dictOptions>['list'][number];
export type SavedPreference = NonNullable<OutputOf<typeof viewPreference>>;
export type PreferenceAnswers = SavedPreference['answers'];
export type PasswordInput = InputOf<typeof changePassword>;
export type DictType = InputOf<typeof dictOptions>['type'];

export const accountKeys = {
  preference: (token: string) => ['account', 'preference', token] as const,
};

/** Suggested English names (nickname/list), A to Z, filtered by sex (1, 2) and first letter. */
export function useNicknames(sex: 0 | 1 | 2, initial: string) {
  const q = useInfiniteQuery({
    queryKey: ['account', 'nicknames', sex, initial],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listNicknames,
        {
          page: pageParam,
          pageSize: 50,
          ...(sex ? { sex } : {}),
          ...(initial ? { initial } : {}),
        },
        { signal },
      ),
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
  return { ...q, items: flattenPages(q.data?.pages) };
}

/** One option list of dictData/options. */
export function useDictOptions(type: DictType) {
  return useQuery({
    queryKey: ['account', 'dict', type],
    queryFn: ({ signal }) => request(dictOptions, { type }, { signal }),
    select: (d) => d.list,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** The caller's saved class preference, or null when never saved. */
export function usePreference() {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: accountKeys.preference(token),
    queryFn: ({ signal }) => request(viewPreference, {}, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
    meta: { silent: true },
  });
}

/**
 * Saves the class preference (questionSurvey/edit, kind preference). Teacher lists are ranked by
 * it on the server, so cached teacher lists are dropped.
 */
export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: PreferenceAnswers) =>
      request(editSurvey, { kind: 'preference', answers }),
    onSuccess: (saved) => {
      const { token } = useDataStore.getState();
      if (saved.kind === 'preference') client.setQueryData(accountKeys.preference(token), saved);
      void client.invalidateQueries({ queryKey: ['teachers'] });
    },
  });
}

/** clientUsers/password; the screen shows field errors (1001) itself. */
export function useChangePassword(handles: (error: unknown) => boolean) {
  return useMutation({
    mutationFn: (input: PasswordInput) => request(changePassword, input),
    onSuccess: (info) => useDataStore.getState().setUserInfo(info),
    meta: { handles },
  });
}

/** clientUsers/delete with the SMS code; the screen shows field errors (1001) itself. */
export function useDeleteAccount(handles: (error: unknown) => boolean) {
  return useMutation({
    mutationFn: (code: string) => request(deleteAccount, { code }),
    meta: { handles },
  });
}
