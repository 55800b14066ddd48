import { create } from 'zustand';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { useDataStore } from '../../lib/store.ts';
import { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/rules/basic';
/** The contract’s value (its zod-free part), not a copy. */
export { AGREEMENT_VERSION, PRIVACY_VERSION } from '@school/contract/rules/basic';

/**
 * What the guardian accepts: the current user agreement and children's privacy policy. The
 * versions are the contract's (its zod-free part). A new version asks for consent again.
 */
export const CONSENT_VERSION = `${AGREEMENT_VERSION}+${PRIVACY_VERSION}`;

export const hasConsent = () => useDataStore.getState().consentVersion === CONSENT_VERSION;
export const useHasConsent = () => useDataStore((s) => s.consentVersion === CONSENT_VERSION);

export const acceptConsent = () => useDataStore.getState().set({ consentVersion: CONSENT_VERSION });
export const withdrawConsent = () => useDataStore.getState().set({ consentVersion: null });

/**
 * A code login waiting for the guardian's consent (kept in memory only: the code is short-lived
 * and must not be written to storage). `next` is where to go once logged in.
 */
export interface PendingLogin {
  phone: string;
  code: string;
  next: string;
  /** Registration asks for a password ticket with the login. */
  passwordTicket?: boolean;
  /** The server's reason when the login failed after consent (shown under its field on return). */
  error?: { field: string; text: string };
}

export const usePendingLogin = create<{
  pending: PendingLogin | null;
  setPending: (p: PendingLogin | null) => void;
}>()((set) => ({ pending: null, setPending: (pending) => set({ pending }) }));

/**
 * True for the server's answer "agreed is required" (1001 naming `agreed`) to client_login: a
 * phone without an account, or an account that has not accepted the current versions. The server
 * decides (consent is per account and version, not per device).
 */
export function needsConsent(error: unknown): boolean {
  return fieldErrorOf(error)?.field === 'agreed';
}
