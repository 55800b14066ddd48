import { create } from 'zustand';

/**
 * The phone and reset code between /pages/forgetpass/index and /pages/forgetpass/setPass. In
 * memory only: a reload starts the flow over rather than keeping a code in storage.
 */
export interface ResetDraft {
  phone: string;
  code: string;
}

export const useResetDraft = create<{
  draft: ResetDraft | null;
  setDraft: (draft: ResetDraft | null) => void;
}>()((set) => ({ draft: null, setDraft: (draft) => set({ draft }) }));
