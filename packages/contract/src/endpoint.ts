import type { z } from 'zod';
import type { Auth, Method, Route } from './routes/route.ts';

/** What an endpoint adds to its route (routes/*.ts): the schemas and the OpenAPI texts. */
export interface EndpointSpec<Input extends z.ZodType, Output extends z.ZodType> {
  /** Query for GET, JSON body for POST. */
  input: Input;
  /** Schema of `data` in the success envelope. */
  output: Output;
  summary: string;
  tags: string[];
}

/**
 * One API call: its route (method, full path, auth; written once in routes/*.ts), input schema and
 * the schema of `data` in the reply. The server registers routes from these and publishes OpenAPI
 * from them; the web app types its requests with them. A payload type is never written by hand on
 * either side.
 */
export interface Endpoint<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  M extends Method = Method,
  A extends Auth = Auth,
  P extends string = string,
>
  extends Route<M, P, A>, EndpointSpec<Input, Output> {}

export const endpoint = <R extends Route, I extends z.ZodType, O extends z.ZodType>(
  r: R,
  spec: EndpointSpec<I, O>,
): Endpoint<I, O, R['method'], R['auth'], R['path']> => ({ ...r, ...spec });

export type InputOf<E> = E extends Endpoint<infer I> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
