import { vi } from 'vitest';

/** One request the fake API received: its path and its form-encoded body, read back. */
export interface FakeApiCall {
  path: string;
  body: Record<string, string>;
}

/** An answer of the fake API: the data in a `{code, message, data}` envelope, with the HTTP status mirrored in `code`. */
export interface FakeAnswer {
  status?: number;
  data: unknown;
}

/**
 * A fake API behind the global `fetch` (component tests; the browser clients call it as they would
 * the real one): each request gets the next answer (the last one again once they run out), and
 * what was sent is recorded.
 */
export function fakeApi(...answers: FakeAnswer[]): { calls: FakeApiCall[] } {
  const calls: FakeApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        path: new URL(url, 'http://fake-api.test').pathname,
        body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')),
      });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { data: null };
      const status = answer.status ?? 200;
      return Response.json(
        { code: status === 200 ? 0 : status, message: '', data: status === 200 ? answer.data : null },
        { status },
      );
    }),
  );
  return { calls };
}

/** The csrf cookie as the API sets it, so forms post at once instead of asking for one first. */
export function setCsrfCookie() {
  document.cookie = 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; Path=/';
}

/** `fakeApi` with the csrf cookie already set: the forms post at once. */
export function fakeApiWithCsrf(...answers: FakeAnswer[]): { calls: FakeApiCall[] } {
  setCsrfCookie();
  return fakeApi(...answers);
}
