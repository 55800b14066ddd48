import type { Endpoint, InputOf, OutputOf } from '@school/contract/endpoint';
import { parseQuery } from '@school/contract/helpers/query';
import { vi } from 'vitest';

/** A reply's envelope: `{ code, message, data }` (code 0 is success). */
export interface Answer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

declare const failed: unique symbol;
/**
 * A reply with a non-zero code, made by `fail()`: it fits any endpoint. Its `data` (null, or what
 * the error carries) is left out of the type so that `ok(...)` beside it is typed by the endpoint.
 */
export interface Failure {
  readonly code: number;
  readonly message: string;
  readonly [failed]: true;
}

/** A success envelope whose `data` the test chose. */
export const ok = <T>(data: T): Answer<T> => ({ code: 0, message: '', data });
/** An error envelope: any endpoint may answer one (data: null unless told, e.g. 1001's fields). */
export const fail = (code: number, message: string, data: unknown = null): Failure =>
  ({ code, message, data }) as unknown as Failure;
/** One row of a list endpoint's reply: `ItemOf<typeof listBanners>`, for fixtures. */
export type ItemOf<E> = OutputOf<E> extends { list: (infer T)[] } ? T : never;

/** A list call's success: `{ list, total, page: 1, pageSize: 10 }`. */
export const page = <T>(list: T[], total = list.length) =>
  ok({ list, total, page: 1, pageSize: 10 });

/** What a GET sends: its input's keys, each value as text, as the URL carries it. */
export type QueryOf<I> = {
  [K in keyof I]?: NonNullable<I[K]> extends readonly unknown[] ? string | string[] : string;
};

/** One request the app made, as the fake server received it. */
export interface Call<E extends Endpoint = Endpoint> {
  path: string;
  /** A POST's JSON body: the endpoint's input. */
  body: E['method'] extends 'GET' ? undefined : E['method'] extends 'POST' ? InputOf<E> : unknown;
  /** The query string, parsed (values stay text); `{}` for a POST. */
  query: E['method'] extends 'GET' ? QueryOf<InputOf<E>> : Record<string, string | string[]>;
  headers: Record<string, string>;
}

/** What the app sent to an endpoint: a POST's body, a GET's query. */
export type Sent<E extends Endpoint> = E['method'] extends 'GET' ? QueryOf<InputOf<E>> : InputOf<E>;

/** An endpoint's reply: its output in a success envelope, or any failure. */
export type Reply<E extends Endpoint> = Answer<OutputOf<E>> | Failure;

/** A fixed reply, or one made per request from what the app sent (a promise holds the reply back). */
export type Answering<E extends Endpoint> =
  Reply<E> | ((sent: Sent<E>, call: Call<E>) => Reply<E> | Promise<Reply<E>>);

/**
 * A fake API for the console's screen tests (the families' app has the same one in
 * apps/web/src/test/fakeServer.ts), keyed by the contract's endpoint declarations (never by a path
 * typed by hand): `server.answer(viewBook, ok(book(41)))` or
 * `server.answer(listDeskLessons, (query) => ...)`; the data is typed by the endpoint's output.
 * An endpoint not told answers `otherwise` (code 0 with null data unless given). Every call is
 * recorded with its JSON body, query and headers: `server.callsTo(writeReport)[0]?.body` is
 * typed by the endpoint's input. Install it with `vi.stubGlobal('fetch', server.fetch)`.
 */
export function fakeServer({ otherwise = ok(null) }: { otherwise?: Answer | Failure } = {}) {
  const calls: Call[] = [];
  const answers = new Map<string, Answering<Endpoint>>();
  /** Replies given once each, in order, before falling back to `answers`. */
  const queued = new Map<string, Reply<Endpoint>[]>();
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const [path = '', search = ''] = String(url).split('?');
    const call: Call = {
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      query: parseQuery(search),
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answering = queued.get(path)?.shift() ?? answers.get(path) ?? otherwise;
    const answer =
      typeof answering === 'function'
        ? await answering(
            ((init?.method ?? 'GET') === 'GET' ? call.query : call.body) as never,
            call,
          )
        : answering;
    return new Response(JSON.stringify(answer), { status: answer.code === 0 ? 200 : 400 });
  });
  return {
    fetch,
    /** Every call, in order. */
    calls,
    /** How `endpoint` answers from now on (replaces an earlier answer). */
    answer<E extends Endpoint>(endpoint: E, answering: NoInfer<Answering<E>>) {
      answers.set(endpoint.path, answering as Answering<Endpoint>);
    },
    /** Replies `endpoint` gives once each, in order, before its `answer` (or `otherwise`). */
    queue<E extends Endpoint>(endpoint: E, ...replies: NoInfer<Reply<E>>[]) {
      queued.set(endpoint.path, [...(queued.get(endpoint.path) ?? []), ...replies]);
    },
    /** The calls made to `endpoint`, in order. */
    callsTo: <E extends Endpoint>(endpoint: E) =>
      calls.filter((c) => c.path === endpoint.path) as Call<E>[],
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
