import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/staff';
import type { Permission } from '@school/contract/rules/permissions';
import { request } from './request.ts';
import { setToken, useToken } from './session.ts';

/**
 * The signed-in member, for every layer: their name, role and permissions (`GET /me`). A page or
 * a card asks `useCan()('teachers.edit')` to hide what the role may not do; the server still
 * refuses it (3003).
 */
export const ME_KEY = ['staff', 'me'] as const;

export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...ME_KEY, token],
    queryFn: ({ signal }) => request(api.staffMe, {}, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Whether the signed-in role holds a permission (any of them, for a list). */
export function useCan() {
  const me = useMe().data;
  return (p: Permission | readonly Permission[]) =>
    !!me && (typeof p === 'string' ? [p] : p).some((x) => me.permissions.includes(x));
}

export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    await request(api.staffLogout, {}).catch(() => undefined);
    setToken(null);
    client.clear();
  };
}
