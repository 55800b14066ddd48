import type { UserInfo } from '@school/contract/api/basic';
import { maskPhone } from './profileRules.ts';

/** The profile columns of an account, however they were read (users table or session lookup). */
export interface ProfileFields {
  id: number;
  phone: string | null;
  name: string;
  username: string;
  sex: number;
  birth: string;
  avatar: string | null;
  hasPassword: boolean;
  role: 'student' | 'teacher';
}

/** The contract's `userInfo`: what the app keeps in its store. The phone is masked. */
export function toUserInfo(f: ProfileFields): UserInfo {
  return {
    id: f.id,
    phone: maskPhone(f.phone),
    name: f.name,
    username: f.username,
    sex: (f.sex === 1 || f.sex === 2 ? f.sex : 0) as UserInfo['sex'],
    birth: f.birth,
    avatar: f.avatar,
    hasPassword: f.hasPassword,
    role: f.role,
  };
}
