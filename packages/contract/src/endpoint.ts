import type { z } from 'zod';
import type { Auth, Method, Route, StaffAccess } from './rules/route.ts';

/** What an endpoint adds to its route: the schemas and the OpenAPI texts. */
export interface EndpointSpec<Input extends z.ZodType, Output extends z.ZodType> {
  /** Query for GET, JSON body for POST. */
  input: Input;
  /** Schema of `data` in the success envelope. */
  output: Output;
  summary: string;
  tags: string[];
}

/**
 * One API call, declared once (docs/decisions/0036-one-declaration-per-endpoint.md): its method,
 * full path, who may make it, input schema and the schema of `data` in the reply. From this one
 * value come the server's route (`route()` in apps/server/src/http/route.ts) and the OpenAPI
 * document, the console's and the tests' typed calls, and the families' app's zod-free route
 * table (its build keeps method, path and access only: apps/web/build/contractRoutes.ts).
 */
export interface Endpoint<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  M extends Method = Method,
  A extends Auth = Auth,
  P extends string = string,
>
  extends Route<M, P, A>, EndpointSpec<Input, Output> {}

type AuthOf<A> = A extends StaffAccess ? 'staff' : A;

/** The access of a console call: the permission of docs/design/console.md §7 its role must hold. */
export const staff = <const P extends string>(permission: P): StaffAccess<P> => ({
  auth: 'staff',
  permission,
});

/**
 * Declares an endpoint: `endpoint('GET', `${COURSE}/teacherSchedule/list`, 'public', { input,
 * output, summary, tags })`, or `staff('lessons.read')` as the access of a console call.
 */
export function endpoint<
  M extends Method,
  const P extends string,
  const A extends Exclude<Auth, 'staff'> | StaffAccess,
  I extends z.ZodType,
  O extends z.ZodType,
>(method: M, path: P, access: A, spec: EndpointSpec<I, O>): Endpoint<I, O, M, AuthOf<A>, P> {
  const who =
    typeof access === 'string'
      ? { auth: access }
      : { auth: access.auth, permission: access.permission };
  return { method, path, ...who, ...spec } as Endpoint<I, O, M, AuthOf<A>, P>;
}

export type InputOf<E> = E extends Endpoint<infer I> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
