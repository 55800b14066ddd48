import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { userCalls } from './calls.ts';

export const userQueryKey = (token: string) => ['user', 'view', token] as const;

/**
 * The caller's profile from clientUsers/view; its data becomes the store's userInfo (spec §7).
 * Only asked when logged in; an expired token is handled by the error catalogue (to login).
 */
export function useUserInfo() {
  const token = useDataStore((s) => s.token);
  const setUserInfo = useDataStore((s) => s.setUserInfo);
  const query = useQuery({
    queryKey: userQueryKey(token),
    queryFn: ({ signal }) => request(userCalls.view, {}, { signal }),
    enabled: Boolean(token),
  });
  useEffect(() => {
    if (query.data) setUserInfo(query.data);
  }, [query.data, setUserInfo]);
  return query;
}
