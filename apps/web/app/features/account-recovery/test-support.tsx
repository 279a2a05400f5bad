import { vi } from 'vitest';

export interface Call {
  url: string;
  body: Record<string, string>;
}

/**
 * A fake API for `fetch`: each answer in turn (status and data), recording what was posted. The
 * csrf cookie is set, so the page makes no GET first.
 */
export function fakeApi(...answers: Array<{ status?: number; data: unknown }>) {
  document.cookie = 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; Path=/';
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { data: null };
    const status = answer.status ?? 200;
    const code = status === 200 ? 0 : status;
    return Response.json(
      { code, message: code === 0 ? 'success' : 'refused', data: code === 0 ? answer.data : null },
      { status },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** A token as the message links carry it: 43 URL-safe characters. */
export const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
