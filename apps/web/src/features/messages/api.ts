import {
  editNotificationSettings,
  listMessages,
  readAllMessages,
  readMessage,
  unreadMessages,
  viewNotificationSettings,
} from '@school/contract/api/notifications';
import type { OutputOf } from '@school/contract/endpoint';
import type { NotificationPreference } from '@school/contract/api/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, nextPage } from '../../lib/paging.ts';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';

export type Message = OutputOf<typeof listMessages>['list'][number];
export type NotifySettings = OutputOf<typeof viewNotificationSettings>;

export const messageKeys = {
  all: ['messages'] as const,
  list: (token: string) => ['messages', 'list', token] as const,
  unread: (token: string) => ['messages', 'unread', token] as const,
  settings: (token: string) => ['messages', 'settings', token] as const,
};

/**
 * The unread count (the badge on 我的): asked again every minute while the app is open and when
 * the family comes back to it, so a reminder shows without reloading.
 */
export function useUnreadCount() {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: messageKeys.unread(token),
    queryFn: ({ signal }) => request(unreadMessages, {}, { signal }),
    enabled: Boolean(token),
    refetchInterval: 60_000,
    staleTime: 10_000,
    meta: { silent: true },
    select: (d) => d.unread,
  });
}

/** The messages, newest first, page by page, with the unread count of the latest answer. */
export function useMessages() {
  const token = useDataStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: messageKeys.list(token),
    queryFn: ({ pageParam, signal }) =>
      request(listMessages, { page: pageParam, pageSize: 20 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(token),
    staleTime: 0,
  });
  return { ...query, messages: flattenPages(query.data?.pages) };
}

/** Marks one message or all read; the list and the badge follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all' ? request(readAllMessages, {}) : request(readMessage, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useNotifySettings() {
  const token = useDataStore((s) => s.token);
  return useQuery({
    queryKey: messageKeys.settings(token),
    queryFn: ({ signal }) => request(viewNotificationSettings, {}, { signal }),
    enabled: Boolean(token),
  });
}

export function useEditNotifySettings() {
  const client = useQueryClient();
  const token = useDataStore((s) => s.token);
  return useMutation({
    mutationFn: (list: NotificationPreference[]) => request(editNotificationSettings, { list }),
    onSuccess: (data) => client.setQueryData(messageKeys.settings(token), data),
  });
}
