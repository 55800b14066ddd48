import { endpoint } from '@school/contract/endpoint';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './request.ts';
import { initialData, useDataStore } from './store.ts';
import { download, upload } from './transfer.ts';

/** A scriptable XMLHttpRequest: the test decides how each transfer ends. */
class FakeXhr extends EventTarget {
  static last: FakeXhr;
  upload = new EventTarget();
  status = 0;
  response: unknown = null;
  timeout = 0;
  responseType = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  finish(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.dispatchEvent(new Event('load'));
  }
  progress(target: EventTarget, loaded: number, total: number) {
    const e = new Event('progress') as ProgressEvent;
    Object.assign(e, { lengthComputable: true, loaded, total });
    target.dispatchEvent(e);
  }
}

const avatarUpload = endpoint('POST', '/api/test/upload', 'user', {
  input: z.unknown(),
  output: z.unknown(),
  summary: 'test',
  tags: [],
});

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useDataStore.setState({ ...initialData(), token: 't0k' });
});
afterEach(() => vi.unstubAllGlobals());

const fail = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('upload', () => {
  it('posts the file with the token, reports progress, and resolves data for code 0', async () => {
    const progress = vi.fn();
    const done = upload(avatarUpload, new Blob(['x']), { onProgress: progress, fileName: 'a.png' });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.Authorization).toBe('Bearer t0k');
    expect(xhr.timeout).toBe(60_000);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.progress(xhr.upload, 50, 200);
    expect(progress).toHaveBeenCalledWith(0.25, 50, 200);
    xhr.finish(200, { code: 0, message: '', data: { url: '/uploads/a.png' } });
    await expect(done).resolves.toEqual({ url: '/uploads/a.png' });
  });

  it('rejects a server code with that code', async () => {
    const done = fail(upload(avatarUpload, new Blob(['x'])));
    FakeXhr.last.finish(400, { code: 1001, message: '文件太大', data: null });
    const error = await done;
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.code).toBe(1001);
    expect(error?.message).toBe('文件太大');
  });

  it('uses 602001 for a network failure, 5 for a time-out and 600003 for an abort', async () => {
    let done = fail(upload(avatarUpload, new Blob(['x'])));
    FakeXhr.last.dispatchEvent(new Event('error'));
    expect((await done)?.code).toBe(602001);

    done = fail(upload(avatarUpload, new Blob(['x'])));
    FakeXhr.last.dispatchEvent(new Event('timeout'));
    expect((await done)?.code).toBe(5);

    const controller = new AbortController();
    done = fail(upload(avatarUpload, new Blob(['x']), { signal: controller.signal }));
    controller.abort();
    expect((await done)?.code).toBe(600003);
  });
});

describe('download', () => {
  it('resolves the blob and reports progress', async () => {
    const progress = vi.fn();
    const done = download('/uploads/book.pdf', { onProgress: progress });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('GET');
    expect(xhr.responseType).toBe('blob');
    xhr.progress(xhr, 10, 10);
    expect(progress).toHaveBeenCalledWith(1, 10, 10);
    const blob = new Blob(['pdf']);
    xhr.finish(200, blob);
    await expect(done).resolves.toBe(blob);
  });

  it('uses 602001 for a network failure or a failed status', async () => {
    let done = fail(download('/uploads/x.pdf'));
    FakeXhr.last.dispatchEvent(new Event('error'));
    expect((await done)?.code).toBe(602001);

    done = fail(download('/uploads/missing.pdf'));
    FakeXhr.last.finish(404, new Blob(['not found']));
    expect((await done)?.code).toBe(602001);
  });
});
