import type { Endpoint, InputOf, OutputOf } from '@school/contract/endpoint';
import type { Envelope } from '@school/contract/envelope';
import { fieldErrorsOf, type FieldErrorData } from '@school/contract/errors';
import { buildQuery } from '@school/contract/helpers/query';
import { acceptLanguage } from './i18n.ts';
import { getToken } from './store.ts';

/**
 * The request helper of spec §8. It only turns responses into results or typed errors; showing
 * toasts and going to the login page happen in one place in the app layer (app/errorHandling.ts).
 */

/** Client-side transport codes of spec §8 (server codes are in @school/contract/errors). */
export const TransportCode = {
  /** Time-out, and network failure of an ordinary request. */
  TIMEOUT: 5,
  NETWORK: 5,
  ABORTED: 600003,
  /** Network failure of an upload or a download. */
  TRANSFER_NETWORK: 602001,
} as const;

/** Network time-out for requests, uploads and downloads (spec §9). */
export const REQUEST_TIMEOUT_MS = 60_000;

export type TransportFailure = 'timeout' | 'abort' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The envelope's code, or a transport code. */
    readonly code: number,
    message: string,
    /** Set when the call never got an envelope back. */
    readonly transport?: TransportFailure,
    /** A 1001's input fields with their messages (decision 0015), when the server named them. */
    readonly fields?: FieldErrorData,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the 60 s time-out (tests, long calls). */
  timeoutMs?: number;
}

export function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(),
  };
  if (json) h['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

/** Reads the envelope and resolves `data` for code 0, or throws ApiError with the code. */
export function unwrap<T>(body: unknown, fallbackCode: number, transport?: TransportFailure): T {
  if (!body || typeof body !== 'object' || typeof (body as Envelope<T>).code !== 'number') {
    throw new ApiError(fallbackCode, 'invalid response', transport ?? 'network');
  }
  const { code, message, data } = body as Envelope<T>;
  if (code === 0) return data;
  throw new ApiError(
    code,
    typeof message === 'string' ? message : '',
    undefined,
    fieldErrorsOf(data) ?? undefined,
  );
}

/** Calls one contract endpoint: POST sends a JSON body, GET a query string. */
export async function request<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: RequestOptions = {},
): Promise<OutputOf<E>> {
  const isGet = endpoint.method === 'GET';
  const query = isGet ? buildQuery(input as Record<string, string>) : '';
  const url = query ? `${endpoint.path}?${query}` : endpoint.path;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  try {
    let res: Response;
    try {
      res = await fetch(url, {
        method: endpoint.method,
        headers: headers(!isGet),
        body: isGet ? undefined : JSON.stringify(input ?? {}),
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new ApiError(TransportCode.TIMEOUT, 'request timed out', 'timeout');
      if (controller.signal.aborted) {
        throw new ApiError(TransportCode.ABORTED, 'request aborted', 'abort');
      }
      throw new ApiError(TransportCode.NETWORK, 'network failure', 'network');
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      if (timedOut) throw new ApiError(TransportCode.TIMEOUT, 'request timed out', 'timeout');
      body = undefined;
    }
    return unwrap<OutputOf<E>>(body, TransportCode.NETWORK);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
