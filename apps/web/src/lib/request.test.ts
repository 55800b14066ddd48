import { endpoint } from '@school/contract/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setLanguage } from './i18n.ts';
import { ApiError, request, REQUEST_TIMEOUT_MS, TransportCode } from './request.ts';
import { initialData, useDataStore } from './store.ts';

const thingSchemas = {
  input: z.object({ id: z.number(), q: z.string().optional(), gone: z.null().optional() }),
  output: z.object({ name: z.string() }),
  summary: 'test',
  tags: [],
};
const getThing = endpoint('GET', '/api/test/thing', 'user', thingSchemas);
const postThing = endpoint('POST', '/api/test/thing', 'user', thingSchemas);

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useDataStore.setState(initialData());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request', () => {
  it('resolves data for code 0; GET sends a query string without null values', async () => {
    reply({ code: 0, message: 'ok', data: { name: 'Amy' } });
    await expect(request(getThing, { id: 7, q: 'a b&c', gone: null })).resolves.toEqual({
      name: 'Amy',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/test/thing?id=7&q=a%20b%26c');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('POST sends a JSON body', async () => {
    reply({ code: 0, message: '', data: { name: 'x' } });
    await request(postThing, { id: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends the stored token as a Bearer Authorization header and the language', async () => {
    useDataStore.getState().set({ token: 'secret-token' });
    reply({ code: 0, message: '', data: { name: 'x' } });
    await request(getThing, { id: 1 });
    let headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Accept-Language']).toBe('zh-CN');

    await setLanguage('en');
    reply({ code: 0, message: '', data: { name: 'x' } });
    await request(getThing, { id: 1 });
    headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    await setLanguage('zh');
  });

  it('sends no Authorization header when logged out', async () => {
    reply({ code: 0, message: '', data: { name: 'x' } });
    await request(getThing, { id: 1 });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).not.toHaveProperty('Authorization');
  });

  it.each([
    [1002, 401, '请先登录'],
    [1003, 401, '登录已过期，请重新登录'],
    [3005, 403, '账号已停用'],
    [2002, 409, '该时段已被预约'],
  ])(
    'rejects code %i with ApiError carrying the code and the server message',
    async (code, status, message) => {
      reply({ code, message, data: null }, status);
      const error = await failure(request(getThing, { id: 1 }));
      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
      expect(error.transport).toBeUndefined();
    },
  );

  it('turns a network failure into code 5', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(request(getThing, { id: 1 }));
    expect(error.code).toBe(TransportCode.NETWORK);
    expect(error.code).toBe(5);
    expect(error.transport).toBe('network');
  });

  it('turns a reply that is not the envelope (a proxy error page) into code 5', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }));
    const error = await failure(request(getThing, { id: 1 }));
    expect(error.code).toBe(5);
  });

  it('times out after 60 s with code 5', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(request(getThing, { id: 1 }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe(5);
    expect(error.transport).toBe('timeout');
  });

  it('reports an abort by the caller as 600003', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(request(getThing, { id: 1 }, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe(600003);
    expect(error.transport).toBe('abort');
  });
});
