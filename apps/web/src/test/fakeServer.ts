import { vi } from 'vitest';

export interface Answer {
  code: number;
  message: string;
  data: unknown;
}

/**
 * A fake API for screen tests: answers by path (code 0 with null data unless told otherwise) and
 * records every call with its JSON body and headers. Install it with `vi.stubGlobal('fetch', ...)`.
 */
export function fakeServer() {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const answers: Record<string, Answer> = {};
  /** Answers given once each, in order, before falling back to `answers`. */
  const queued: Record<string, Answer[]> = {};
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    calls.push({
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const answer = queued[path]?.shift() ?? answers[path] ?? { code: 0, message: '', data: null };
    return new Response(JSON.stringify(answer), { status: answer.code === 0 ? 200 : 400 });
  });
  return {
    fetch,
    calls,
    answers,
    queued,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}
