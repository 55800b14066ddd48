import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/catalogue';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export { listAdminProducts, uploadAdminProductCover } from '@school/contract/api/admin/catalogue';

/** After a change the product list (any page) is read again. */
function useProductChange<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ['list', api.listAdminProducts.path] })
        .then(() => client.invalidateQueries({ queryKey: ['product'] })),
  });
}

export const useProduct = (id: number | null) =>
  useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => request(api.viewAdminProduct, { id: id! }, signal),
    enabled: id !== null,
  });

export const useSaveProduct = () =>
  useProductChange((input: InputOf<typeof api.saveAdminProduct>) =>
    request(api.saveAdminProduct, input),
  );

export const useSetOnSale = () =>
  useProductChange((input: { id: number; onSale: boolean }) =>
    request(api.setAdminProductOnSale, input),
  );
