/**
 * What an app needs to make a call, without zod: the method, the full path and who may make it.
 * Each endpoint is declared once in `api/*.ts` with `endpoint(method, path, access, spec)`; the
 * families' app imports those declarations and its build keeps only these fields of each
 * (apps/web/build/contractRoutes.ts), so zod stays out of its download.
 *
 * This folder (rules/: these types, the path prefixes, the permission matrix and the constants
 * both sides share) imports nothing but itself (lint checks it): it is in every app's download.
 */
export type Method = 'GET' | 'POST';

/**
 * Who may make a call. Public calls need no token; every other call answers 1002 without one.
 * Teacher calls answer 3003 to an account that is not a teacher. Staff calls (the console,
 * docs/design/console.md §7) name the permission the caller's role must hold (3003 otherwise).
 */
export type Auth = 'public' | 'user' | 'teacher' | 'staff';

/** The access of a console call: `staff('teachers.edit')` in a declaration. */
export interface StaffAccess<P extends string = string> {
  readonly auth: 'staff';
  readonly permission: P;
}

export interface Route<
  M extends Method = Method,
  P extends string = string,
  A extends Auth = Auth,
> {
  readonly method: M;
  /** The full path; a literal type. */
  readonly path: P;
  readonly auth: A;
  /** Staff calls only: the permission of docs/design/console.md §7 the caller's role must hold. */
  readonly permission?: string;
}
