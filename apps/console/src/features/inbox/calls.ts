import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/inbox';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export { listAdminInbox } from '@school/contract/api/admin/inbox';

export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof api.replyAdminInbox>) => request(api.replyAdminInbox, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list', api.listAdminInbox.path] }),
        client.invalidateQueries({ queryKey: ['familyTab', api.listAdminInbox.path] }),
      ]),
  });
}
