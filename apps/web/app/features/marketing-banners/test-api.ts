// For this feature's component tests only: a fake API behind the browser clients' fetch that
// answers each call from a function of its URL and records what was asked.

export interface RecordedCall {
  path: string;
  query: Record<string, string>;
}

/** An answer: the data in the API's envelope, or a failure (an HTTP status, or no answer at all). */
export type FakeReply = { data: unknown } | { status: number } | 'network-error';

export function fakeMarketingApi(reply: (call: RecordedCall) => FakeReply) {
  const calls: RecordedCall[] = [];
  const fetch = async (url: string): Promise<Response> => {
    const parsed = new URL(url, 'http://fake-api.test');
    const call = { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
    calls.push(call);
    const answer = reply(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if ('status' in answer)
      return Response.json({ code: answer.status, message: 'down', data: null }, { status: answer.status });
    return Response.json({ code: 0, message: '', data: answer.data });
  };
  return { calls, fetch };
}
