import { create } from 'zustand';

/**
 * Between /pages/forgetpass/index and /pages/forgetpass/setPass: the phone, the code as typed
 * (going back shows it again) and the password ticket the server traded it for (decision 0015).
 * In memory only: a reload starts the flow over rather than keeping a code in storage.
 */
export interface ResetDraft {
  phone: string;
  code: string;
  ticket: string;
}

export const useResetDraft = create<{
  draft: ResetDraft | null;
  setDraft: (draft: ResetDraft | null) => void;
}>()((set) => ({ draft: null, setDraft: (draft) => set({ draft }) }));
