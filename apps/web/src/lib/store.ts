import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OutputOf } from '@school/contract/endpoint';
import type { viewUser } from '@school/contract/api/basic';
import { STORE_KEY } from './bootKeys.ts';

/** The profile as the server sends it (`clientUsers/view`). */
type ServerUserInfo = OutputOf<typeof viewUser>;

/**
 * `userInfo` as the spec keeps it (name, sex as a number, birth date, username), plus whatever
 * else the last `clientUsers/view` returned.
 */
export type StoredUserInfo = Pick<ServerUserInfo, 'name' | 'birth' | 'username'> & {
  sex: number;
} & Partial<Omit<ServerUserInfo, 'name' | 'birth' | 'username' | 'sex'>>;

/** A course outline node as the spec describes it; `level` is derived (1 for roots). */
export interface OutlineNode {
  id: number;
  status?: number;
  level?: number;
  children?: OutlineNode[];
  [field: string]: unknown;
}

type Obj = Record<string, unknown>;

/** The persisted fields of spec §3, plus the login token and the guardian-consent flag. */
export interface DataState {
  count: number;
  userInfo: StoredUserInfo;
  outlines: OutlineNode[];
  chooseTimes: unknown[];
  /**
   * The course level picked on the booking confirm screen for `chooseTimes`: a level N, 0 for
   * card credits (no level), null while the family has not picked (the screen's default applies).
   */
  chooseCourseLevel: number | null;
  clickOutlineIndex: number;
  bookSuccessList: unknown[];
  courseDoneTypes: unknown[];
  teacherObj: Obj;
  courseObj: Obj;
  dataCache: number;
  myKeBao: unknown[];
  companyInfo: Obj;
  isPhone: boolean;
  loginPhoneList: string[];
  classVideoUrl: string;
  /** The login token, sent as `Authorization: Bearer <token>`. Empty when logged out. */
  token: string;
  /** Version of the agreements the guardian accepted on this device; null before consent. */
  consentVersion: string | null;
}

export interface DataActions {
  set: (patch: Partial<DataState>) => void;
  setUserInfo: (info: Partial<StoredUserInfo>) => void;
  /** Stores a new session and remembers the phone (most recent first, at most 5). */
  login: (token: string, userInfo: Partial<StoredUserInfo>, phone: string) => void;
  /** Forgets the session; the rest of the store (consent, last phones) stays. */
  clearSession: () => void;
}

export const DEFAULT_BIRTH = '2019-02-18';
export { STORE_KEY } from './bootKeys.ts';
const MAX_REMEMBERED_PHONES = 5;

export const defaultUserInfo = (): StoredUserInfo => ({
  name: '',
  sex: 0,
  birth: DEFAULT_BIRTH,
  username: '',
});

export const initialData = (): DataState => ({
  count: 9999,
  userInfo: defaultUserInfo(),
  outlines: [],
  chooseTimes: [],
  chooseCourseLevel: null,
  clickOutlineIndex: -1,
  bookSuccessList: [],
  courseDoneTypes: [],
  teacherObj: {},
  courseObj: {},
  dataCache: 10,
  myKeBao: [],
  companyInfo: {},
  isPhone: true,
  loginPhoneList: [],
  classVideoUrl: '',
  token: '',
  consentVersion: null,
});

export const useDataStore = create<DataState & DataActions>()(
  persist(
    (set) => ({
      ...initialData(),
      set: (patch) => set(patch),
      setUserInfo: (info) => set((s) => ({ userInfo: { ...s.userInfo, ...info } })),
      login: (token, userInfo, phone) =>
        set((s) => ({
          token,
          userInfo: { ...defaultUserInfo(), ...userInfo },
          loginPhoneList: [phone, ...s.loginPhoneList.filter((p) => p !== phone)].slice(
            0,
            MAX_REMEMBERED_PHONES,
          ),
        })),
      clearSession: () => set({ token: '', userInfo: defaultUserInfo() }),
    }),
    {
      name: STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ set: _s, setUserInfo: _u, login: _l, clearSession: _c, ...data }) => data,
    },
  ),
);

/**
 * Hydrating the home shell: index.html's shell script drew it from the stored state (the child's
 * name, the session), so hydration must read that state too. zustand hands hydration the store's
 * initial state (React's "server snapshot", right for the prerendered login screen, which shows an
 * empty store); this makes that snapshot the stored state for the rest of the visit.
 */
export function hydrateFromStoredState() {
  Object.assign(useDataStore.getInitialState(), useDataStore.getState());
}

/** The token outside React (request helper, error handling). */
export const getToken = () => useDataStore.getState().token;
