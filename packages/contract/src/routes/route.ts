/**
 * What an app needs to make a call, without zod: the method, the full path and who may make it.
 * `api/*.ts` builds each endpoint from one of these (`endpoint(routes.listTeachers, {...})`), so a
 * path is written once; apps import `routes/*.ts` and type the call with the endpoint's type
 * (`call<typeof listTeachers>(routes.listTeachers)` in apps/web/src/lib/request.ts), and the
 * compiler refuses a route that is not the endpoint's: the path is a literal type.
 *
 * This folder imports nothing but itself (lint checks it): it is in every app's first download.
 */
export type Method = 'GET' | 'POST';

/**
 * Who may make a call. Public calls need no token; every other call answers 1002 without one.
 * Teacher calls answer 3003 to an account that is not a teacher. Staff calls (the console,
 * docs/design/console.md §7) name the permission the caller's role must hold (3003 otherwise).
 */
export type Auth = 'public' | 'user' | 'teacher' | 'staff';

/** The access of a console call: `{ auth: 'staff', permission: 'teachers.edit' }`. */
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
  /** The full path; a literal type, so a route cannot stand in for another endpoint's. */
  readonly path: P;
  readonly auth: A;
  /** Staff calls only: the permission of docs/design/console.md §7 the caller's role must hold. */
  readonly permission?: string;
}

type AuthOf<A> = A extends StaffAccess ? 'staff' : A;

/** Pure: bundlers drop the routes an app does not use. */
/* @__NO_SIDE_EFFECTS__ */
export function route<
  M extends Method,
  const P extends string,
  const A extends Exclude<Auth, 'staff'> | StaffAccess,
>(method: M, path: P, access: A): Route<M, P, AuthOf<A>> {
  return (
    typeof access === 'string'
      ? { method, path, auth: access }
      : { method, path, auth: access.auth, permission: access.permission }
  ) as Route<M, P, AuthOf<A>>;
}
