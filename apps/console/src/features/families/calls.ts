import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/families';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export {
  listAdminFamilies,
  listAdminFamilyExams,
  listAdminFamilyGrants,
  listAdminFamilyLedger,
  listAdminFamilyLessons,
  listAdminFamilyOrders,
} from '@school/contract/api/admin/families';

export const useFamily = (id: number, enabled = true) =>
  useQuery({
    queryKey: ['family', id],
    queryFn: ({ signal }) => request(api.viewAdminFamily, { id }, signal),
    enabled,
  });

/** After a change the family, its tabs and the families list are read again. */
function useFamilyChange<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['family'] }),
        client.invalidateQueries({ queryKey: ['familyTab'] }),
        client.invalidateQueries({ queryKey: ['list', api.listAdminFamilies.path] }),
      ]),
  });
}

export const useGrantCredits = () =>
  useFamilyChange((input: InputOf<typeof api.grantAdminFamilyCredits>) =>
    request(api.grantAdminFamilyCredits, input),
  );

export const useSetFamilyStatus = () =>
  useFamilyChange((input: InputOf<typeof api.setAdminFamilyStatus>) =>
    request(api.setAdminFamilyStatus, input),
  );

export const useEraseFamily = () =>
  useFamilyChange((input: InputOf<typeof api.eraseAdminFamily>) =>
    request(api.eraseAdminFamily, input),
  );
