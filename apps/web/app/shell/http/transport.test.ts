import { defineEndpoint } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  type CallFailure,
  createTransport,
  describeFailure,
  readAnswer,
  type SetTimer,
  type TransportFetch,
  withQuery,
} from './transport';

const schema = z.object({ n: z.number() });
const call = defineEndpoint({
  method: 'GET',
  path: '/api/web/v1/x',
  schemas: async () => ({ schema }),
  answer: 'schema',
});
const file = defineEndpoint({
  method: 'GET',
  path: '/js/tool/x.json',
  schemas: async () => ({ schema }),
  answer: 'schema',
  envelope: false,
});

/** A timer the test fires by hand. */
function manualTimer() {
  const pending: Array<() => void> = [];
  const setTimer: SetTimer = (run) => {
    pending.push(run);
    return () => pending.splice(pending.indexOf(run), 1);
  };
  return { setTimer, fire: () => pending.splice(0).forEach((run) => run()) };
}

const answering =
  (response: () => Response): TransportFetch =>
  async () =>
    response();

/** The transport and the envelope reading, as a client uses them. */
async function outcomeOf(fetch: TransportFetch, endpoint: typeof call | typeof file = call) {
  const raw = await createTransport(fetch)(endpoint.path, { method: 'GET' }, 1000);
  return raw.ok ? await readAnswer(endpoint, raw.data) : raw;
}

describe('the transport: every failure is structured data', () => {
  it('an answer: the envelope data parsed with the contract', async () => {
    expect(await outcomeOf(answering(() => Response.json({ code: 0, message: 'success', data: { n: 1 } })))).toEqual({
      ok: true,
      data: { n: 1 },
    });
  });

  it("status: the HTTP status as a number, with the error envelope's message when the body is one", async () => {
    const outcome = await outcomeOf(
      answering(() => Response.json({ code: 429, message: 'Too many', data: null }, { status: 429 })),
    );
    expect(outcome).toEqual({ ok: false, reason: 'status', status: 429, message: 'Too many' });
  });

  it("status: the envelope's label and text values when it has them (a rule the web says itself)", async () => {
    const envelope = { code: 400, message: 'No order 7 on BTC_USDT', data: null };
    const outcome = await outcomeOf(
      answering(() =>
        Response.json({ ...envelope, label: 'orderNotFound', values: { id: '7', pair: 'BTC_USDT' } }, { status: 404 }),
      ),
    );
    expect(outcome).toEqual({
      ok: false,
      reason: 'status',
      status: 404,
      message: 'No order 7 on BTC_USDT',
      label: 'orderNotFound',
      values: { id: '7', pair: 'BTC_USDT' },
    });
    // A label that is no code, or values that are not all text, are left out; the message stays.
    const odd = await outcomeOf(
      answering(() => Response.json({ ...envelope, label: '<b>x</b>', values: { id: 7 } }, { status: 400 })),
    );
    expect(odd).toEqual({ ok: false, reason: 'status', status: 400, message: 'No order 7 on BTC_USDT' });
    const nullBody = await outcomeOf(
      answering(() => new Response('null', { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    expect(nullBody).toEqual({ ok: false, reason: 'status', status: 400 });
  });

  it('status: no message from a body that is not an error envelope (HTML, empty, too large)', async () => {
    for (const response of [
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      () => new Response(null, { status: 500 }),
      () => Response.json({ code: 400, message: 'x'.repeat(5000), data: null }, { status: 400 }),
      () => Response.json({ code: 400, message: 7 }, { status: 400 }),
      () => new Response('{not json', { status: 400, headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(await outcomeOf(answering(response))).toEqual({ ok: false, reason: 'status', status: expect.any(Number) });
    }
  });

  it('code: a non-zero envelope code with its message', async () => {
    const outcome = await outcomeOf(answering(() => Response.json({ code: 10001, message: 'nope', data: null })));
    expect(outcome).toEqual({ ok: false, reason: 'code', code: 10001, message: 'nope' });
  });

  it('network: fetch itself failed', async () => {
    const outcome = await outcomeOf(() => Promise.reject(new TypeError('fetch failed')));
    expect(outcome).toMatchObject({ ok: false, reason: 'network' });
  });

  it('timeout: no answer before the timer fires, even from a fetch that ignores the abort', async () => {
    const timer = manualTimer();
    let aborted = false;
    const hanging: TransportFetch = (_url, init) => {
      init.signal?.addEventListener('abort', () => (aborted = true));
      return new Promise<Response>(() => undefined);
    };
    const pending = createTransport(hanging, timer.setTimer)('/x', { method: 'GET' }, 20_000);
    timer.fire();
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout' });
    expect(aborted).toBe(true);
  });

  it.each([
    ['text that is not JSON', () => new Response('<html>')],
    ['no envelope', () => Response.json({ n: 1 })],
    ['data of the wrong shape', () => Response.json({ code: 0, message: 'success', data: { n: 'one' } })],
  ])('malformed: %s', async (_name, response) => {
    expect(await outcomeOf(answering(response))).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('a static file is read bare, with no envelope', async () => {
    expect(
      await outcomeOf(
        answering(() => Response.json({ n: 4 })),
        file,
      ),
    ).toEqual({ ok: true, data: { n: 4 } });
    expect(
      await outcomeOf(
        answering(() => Response.json({ n: 'four' })),
        file,
      ),
    ).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it('network: the contract did not load (decision 0031: it loads with the first answer)', async () => {
    const unloadable = defineEndpoint({
      method: 'GET',
      path: '/api/web/v1/x',
      schemas: (): Promise<{ schema: typeof schema }> => Promise.reject(new Error('chunk lost')),
      answer: 'schema',
    });
    const outcome = await readAnswer(unloadable, { code: 0, message: 'success', data: { n: 1 } });
    expect(outcome).toMatchObject({ ok: false, reason: 'network' });
    expect(describeFailure(outcome.ok ? { reason: 'timeout' } : outcome)).toContain('chunk lost');
  });

  it('describeFailure gives a log line for each kind', () => {
    const failures: CallFailure[] = [
      { reason: 'status', status: 502 },
      { reason: 'code', code: 401, message: 'Not logged in' },
      { reason: 'network', detail: 'TypeError' },
      { reason: 'timeout' },
      { reason: 'malformed', detail: 'not JSON' },
    ];
    expect(failures.map(describeFailure)).toEqual([
      'HTTP 502',
      'code 401: Not logged in',
      'network: TypeError',
      'timeout',
      'malformed: not JSON',
    ]);
  });

  it('withQuery adds encoded parameters, and nothing without any', () => {
    expect(withQuery('/a', { locale: 'zh-CN', q: 'x y' })).toBe('/a?locale=zh-CN&q=x+y');
    expect(withQuery('/a', undefined)).toBe('/a');
  });
});
