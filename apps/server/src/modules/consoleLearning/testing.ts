import type { TestApp } from '../../../test/helpers.ts';
import { ADMIN } from '../staff/testing.ts';
import { listAudit } from '@school/contract/api/admin/audit';

/** Shared by this module's tests: console calls and family calls in a chosen language. */
export type Envelope<T> = { code: number; message: string; data: T };
export type Page<T> = { list: T[]; total: number };

export function callers(t: TestApp) {
  return {
    post: <T>(path: string, token: string, body: unknown) =>
      t.call<T>('POST', `${ADMIN}/learning${path}`, { token, body }),
    get: <T>(path: string, token: string, query: Record<string, string> = {}) =>
      t.call<T>('GET', `${ADMIN}/learning${path}`, { token, query }),
    family: <T>(
      url: string,
      lang: 'zh' | 'en',
      query: Record<string, string> = {},
      token?: string,
    ) => t.call<T>('GET', url, { query, token, headers: { 'accept-language': lang } }),
    auditActions: async (owner: string, entity: string, id: number) => {
      const audit = await t.api(listAudit, { pageSize: '100' }, { token: owner });
      return audit.body.data.list
        .filter((r) => r.entity === entity && r.entityId === String(id))
        .map((r) => r.action)
        .reverse();
    },
  };
}
