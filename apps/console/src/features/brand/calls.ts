import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/brand';
import type { InputOf } from '@school/contract/endpoint';
import { request } from '../../lib/request.ts';

export { uploadAdminBrandImage } from '@school/contract/api/admin/brand';
export type { BrandFields, BrandView, LegalText } from '@school/contract/api/admin/brand';

const BRAND = ['brand'] as const;
const legalKey = (kind: string) => ['brand', 'legal', kind] as const;

export const useBrand = () =>
  useQuery({ queryKey: BRAND, queryFn: ({ signal }) => request(api.viewAdminBrand, {}, signal) });

/** After a change the brand (and the drafts beside it) is read again. */
function useBrandChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: BRAND }),
  });
}

type BrandInput = InputOf<typeof api.publishAdminBrand>;
export const useSaveBrandDraft = () =>
  useBrandChange((v: BrandInput) => request(api.saveAdminBrandDraft, v));
export const usePublishBrand = () =>
  useBrandChange((v: BrandInput) => request(api.publishAdminBrand, v));
export const useDiscardBrandDraft = () =>
  useBrandChange(() => request(api.discardAdminBrandDraft, {}));

export const useLegal = (kind: api.LegalText['kind']) =>
  useQuery({
    queryKey: legalKey(kind),
    queryFn: ({ signal }) => request(api.viewAdminLegal, { kind }, signal),
  });

type LegalInput = InputOf<typeof api.publishAdminLegal>;
export const useSaveLegalDraft = () =>
  useBrandChange((v: LegalInput) => request(api.saveAdminLegalDraft, v));
export const usePublishLegal = () =>
  useBrandChange((v: LegalInput) => request(api.publishAdminLegal, v));
export const useDiscardLegalDraft = () =>
  useBrandChange((kind: LegalInput['kind']) => request(api.discardAdminLegalDraft, { kind }));
