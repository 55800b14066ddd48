import type { Endpoint, InputOf, OutputOf } from '@school/contract/endpoint';
import type { Envelope } from '@school/contract/envelope';
import { buildQuery } from '@school/contract/helpers/query';
import { acceptLanguage } from './i18n.ts';
import { getToken, setToken } from './session.ts';

/**
 * Calls one contract endpoint (`@school/contract/api/admin/*`; the console may import the
 * endpoints with their schemas: a desktop app, and its forms validate with them). The staff
 * token goes in `Authorization: Bearer`, as the families' app sends its own. A reply of 1002 or
 * 1003 (no session, or one that ended) signs the console out; the router then shows sign-in.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export const NETWORK_ERROR = 5;

export async function request<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  signal?: AbortSignal,
): Promise<OutputOf<E>> {
  const isGet = endpoint.method === 'GET';
  const query = isGet ? buildQuery((input ?? {}) as Record<string, string>) : '';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(),
  };
  if (!isGet) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: unknown;
  try {
    const res = await fetch(query ? `${endpoint.path}?${query}` : endpoint.path, {
      method: endpoint.method,
      headers,
      body: isGet ? undefined : JSON.stringify(input ?? {}),
      signal,
    });
    body = await res.json();
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError(NETWORK_ERROR, 'network failure');
  }
  const env = body as Envelope<OutputOf<E>> | undefined;
  if (!env || typeof env.code !== 'number') throw new ApiError(NETWORK_ERROR, 'invalid response');
  if (env.code === 0) return env.data;
  if ((env.code === 1002 || env.code === 1003) && endpoint.auth === 'staff') setToken(null);
  const field = (env.data as { field?: unknown } | null)?.field;
  throw new ApiError(env.code, env.message, typeof field === 'string' ? field : undefined);
}
