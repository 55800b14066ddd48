import type { z } from 'zod';

/**
 * One API call: its method, full path, input schema and the schema of `data` in the reply.
 * The server registers routes from these and publishes OpenAPI from them; the web app types its
 * requests with them. A payload type is never written by hand on either side.
 */
export interface Endpoint<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Auth extends 'public' | 'user' | 'teacher' = 'public' | 'user' | 'teacher',
> {
  method: Method;
  path: string;
  /** Query for GET, JSON body for POST. */
  input: Input;
  /** Schema of `data` in the success envelope. */
  output: Output;
  /**
   * Public calls need no token; every other call answers 1002 without one. Teacher calls also
   * answer 3003 to a signed-in account that is not a teacher.
   */
  auth: Auth;
  summary: string;
  tags: string[];
}

export const endpoint = <
  I extends z.ZodType,
  O extends z.ZodType,
  M extends 'GET' | 'POST',
  A extends 'public' | 'user' | 'teacher',
>(
  e: Endpoint<I, O, M, A>,
): Endpoint<I, O, M, A> => e;

export type InputOf<E> = E extends Endpoint<infer I> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

export const BASIC = '/api/lc_basic_service';
export const COURSE = '/api/lc_course_service';
export const SHOP = '/api/lc_shop_service';
/** The teacher's side (issue #7): calls that only a teacher account may make. */
export const TEACHER = '/api/lc_teacher_service';
