import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/orders';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export { listAdminOrders } from '@school/contract/api/admin/orders';

export const useAdminOrder = (id: number | null) =>
  useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => request(api.viewAdminOrder, { id: id! }, signal),
    enabled: id !== null,
  });

/** After a refund the order and the list (any page) are read again. */
export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof api.refundAdminOrder>) =>
      request(api.refundAdminOrder, input),
    onSuccess: (_r, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['order', input.orderId] }),
        client.invalidateQueries({ queryKey: ['list', api.listAdminOrders.path] }),
      ]),
  });
}
