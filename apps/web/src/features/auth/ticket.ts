import { create } from 'zustand';

/**
 * The password ticket of registration (decision 0015): client_login gives it when step 1's code is
 * verified, and the password step sets the password with it, no second SMS code. In memory only,
 * like a code: a reload asks to verify the phone again.
 */
export interface PasswordTicket {
  phone: string;
  ticket: string;
}

export const usePasswordTicket = create<{
  ticket: PasswordTicket | null;
  setTicket: (ticket: PasswordTicket | null) => void;
}>()((set) => ({ ticket: null, setTicket: (ticket) => set({ ticket }) }));
