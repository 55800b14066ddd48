import * as creditsApi from '@school/contract/api/credits';
import type { APIRequestContext } from '@playwright/test';

/** Calls the API with a user's token, as the app does; returns `data` or throws with the message. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'POST' ? { data: body ?? {} } : {}),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

export const balanceOf = async (request: APIRequestContext, token: string) =>
  (await api<{ balance: number }>(request, token, 'GET', creditsApi.viewCredits.path)).balance;
