import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { listAudit } from '@school/contract/api/admin/audit';
import type { TestApp } from '../../../test/helpers.ts';

/** Shared by this module's tests: console calls and family calls in a chosen language. */
export type Envelope<T> = { code: number; message: string; data: T };
export type Page<T> = { list: T[]; total: number };

export function callers(t: TestApp) {
  return {
    post: <E extends Endpoint>(endpoint: E, token: string, body: InputOf<E>) =>
      t.api(endpoint, body, { token }),
    get: <E extends Endpoint>(endpoint: E, token: string, query?: InputOf<E>) =>
      t.api(endpoint, query, { token }),
    family: <E extends Endpoint>(
      endpoint: E,
      lang: 'zh' | 'en',
      query?: InputOf<E>,
      token?: string,
    ) => t.api(endpoint, query, { token, headers: { 'accept-language': lang } }),
    auditActions: async (owner: string, entity: string, id: number) => {
      const audit = await t.api(listAudit, { pageSize: '100' }, { token: owner });
      return audit.body.data.list
        .filter((r) => r.entity === entity && r.entityId === String(id))
        .map((r) => r.action)
        .reverse();
    },
  };
}
