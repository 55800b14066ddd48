import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/staff';
import type { StaffRole } from '@school/contract/rules/permissions';
import { request } from '../../lib/request.ts';

export { listStaff } from '@school/contract/api/admin/staff';

/** After a change, the staff list (any page or filter) is read again. */
function useStaffChange<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', api.listStaff.path] }),
  });
}

export const useInvite = () =>
  useStaffChange((input: { phone: string; name: string; role: StaffRole }) =>
    request(api.inviteStaff, input),
  );
export const useChangeRole = () =>
  useStaffChange((input: { staffId: number; role: StaffRole }) =>
    request(api.changeStaffRole, input),
  );
/** Ends the lock of a member's second factor (10 wrong codes within an hour lock it). */
export const useUnlockFactor = () =>
  useStaffChange((staffId: number) => request(api.unlockStaffFactor, { staffId }));
export const useRemove = () =>
  useStaffChange((staffId: number) => request(api.removeStaff, { staffId }));
