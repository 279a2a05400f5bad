import { defineEndpoint } from '@meridian/contracts';
import { REQUEST_ERROR_MESSAGE } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createBrowserClients,
  formEncode,
  type BrowserClientOptions,
  type RequestErrorReport,
  type SetTimer,
} from './browser-client';

const schema = z.object({ n: z.number() });
/** Endpoints of the test's own, at any path: the clients take endpoint objects only. */
const at = (path: string) =>
  defineEndpoint({ method: 'GET', path, schemas: async () => ({ schema }), answer: 'schema' });
const postAt = (path: string) =>
  defineEndpoint({ method: 'POST', path, schemas: async () => ({ schema }), answer: 'schema' });
const fileAt = (path: string) =>
  defineEndpoint({ method: 'GET', path, schemas: async () => ({ schema }), answer: 'schema', envelope: false });
const ok = (data: unknown) => Response.json({ code: 0, message: 'success', data });

/** A clock the test moves by hand: `advance` fires due timers, `jump` moves time without them. */
function manualClock() {
  let time = 0;
  const timers: Array<{ at: number; run: () => void; done: boolean }> = [];
  const setTimer: SetTimer = (run, ms) => {
    const timer = { at: time + ms, run, done: false };
    timers.push(timer);
    return () => {
      timer.done = true;
    };
  };
  return {
    now: () => time,
    setTimer,
    async advance(ms: number) {
      time += ms;
      for (const timer of timers.filter((t) => !t.done && t.at <= time)) {
        timer.done = true;
        timer.run();
      }
      await settle();
    },
    jump(ms: number) {
      time += ms;
    },
  };
}

/** Let pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Call {
  url: string;
  init: RequestInit;
  answer: (response: Response) => void;
  fail: (error: unknown) => void;
}

/** A fetch whose answers the test gives (or never gives), recording every call. */
function fakeFetch() {
  const calls: Call[] = [];
  const fetch = (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      calls.push({ url, init, answer: resolve, fail: reject });
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { calls, fetch };
}

function setup(overrides: Partial<BrowserClientOptions> = {}) {
  const clock = manualClock();
  const net = fakeFetch();
  const reports: RequestErrorReport[] = [];
  const clients = createBrowserClients({
    siteId: 177,
    fetch: net.fetch,
    now: clock.now,
    setTimer: clock.setTimer,
    cookies: () => '',
    onRequestError: (report) => reports.push(report),
    ...overrides,
  });
  return { clock, net, reports, clients };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('the 20 s GET client', () => {
  it('parses the answer with its contract and sends the site id with credentials', async () => {
    const { net, clients } = setup();
    const pending = clients.get(at('/api/web/v1/x'), () => ({ n: 0 }));
    await settle();
    net.calls[0]?.answer(ok({ n: 7 }));
    expect(await pending).toEqual({ n: 7 });
    expect(net.calls[0]?.url).toBe('/api/web/v1/x');
    expect(header(net.calls[0], 'x-site-id')).toBe('177');
    expect(net.calls[0]?.init.credentials).toBe('include');
  });

  it('shell §7 "An optional data path prefix exists": API paths get the prefix', async () => {
    const { net, clients } = setup({ dataPrefix: '/sub-data' });
    void clients.get(at('/api/web/v1/x'), () => ({ n: 0 }));
    await settle();
    expect(net.calls[0]?.url).toBe('/sub-data/api/web/v1/x');
  });

  it('shell §9 "Request timeouts 20000 ms": gives up at 20 s with the default and the shell §8 message', async () => {
    const { clock, net, reports, clients } = setup();
    let result: { n: number } | undefined;
    void clients.get(at('/api/web/v1/slow'), () => ({ n: -1 })).then((r) => (result = r));
    await clock.advance(19_999);
    expect(result).toBeUndefined();
    await clock.advance(1);
    expect(result).toEqual({ n: -1 });
    expect(net.calls[0]?.init.signal?.aborted).toBe(true);
    expect(reports).toEqual([
      expect.objectContaining({ message: REQUEST_ERROR_MESSAGE, reason: 'timeout', url: '/api/web/v1/slow' }),
    ]);
    expect(REQUEST_ERROR_MESSAGE).toBe('请求数据错误，请稍后再试');
  });

  it('times out even when fetch ignores the abort signal', async () => {
    const clock = manualClock();
    const clients = createBrowserClients({
      siteId: 0,
      fetch: () => new Promise<Response>(() => undefined),
      now: clock.now,
      setTimer: clock.setTimer,
      onRequestError: () => undefined,
    });
    const pending = clients.getOutcome(at('/api/x'));
    await clock.advance(20_000);
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it.each([
    ['a network failure', (call: Call) => call.fail(new TypeError('Failed to fetch')), 'network'],
    ['an HTTP error', (call: Call) => call.answer(new Response('bad gateway', { status: 502 })), 'status'],
    ['text that is not JSON', (call: Call) => call.answer(new Response('<html>')), 'malformed'],
    ['data of the wrong shape', (call: Call) => call.answer(ok({ n: 'seven' })), 'malformed'],
  ])('shell §8: %s falls back to the default and shows the message', async (_name, fail, reason) => {
    const { net, reports, clients } = setup();
    const pending = clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    fail(net.calls[0] as Call);
    expect(await pending).toEqual({ n: 0 });
    expect(reports).toEqual([expect.objectContaining({ message: REQUEST_ERROR_MESSAGE, reason })]);
  });

  it('a non-zero code is an answer: the default applies without a message', async () => {
    const { net, reports, clients } = setup();
    const pending = clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    net.calls[0]?.answer(Response.json({ code: 10001, message: 'not logged in', data: null }));
    expect(await pending).toEqual({ n: 0 });
    expect(reports).toEqual([]);
  });

  it('shell §8 "fall back to defaults silently": a silent call shows no message', async () => {
    const { net, reports, clients } = setup();
    const pending = clients.get(at('/api/x'), () => ({ n: 0 }), { silent: true });
    await settle();
    net.calls[0]?.fail(new TypeError('Failed to fetch'));
    expect(await pending).toEqual({ n: 0 });
    expect(reports).toEqual([]);
  });
});

describe('de-duplication (shell §7 "Identical in-flight requests are de-duplicated for 30 s by default")', () => {
  it('two identical GETs in flight make one request and both get the answer', async () => {
    const { net, clients } = setup();
    const first = clients.get(at('/api/x'), () => ({ n: 0 }));
    const second = clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    expect(net.calls).toHaveLength(1);
    net.calls[0]?.answer(ok({ n: 3 }));
    expect(await Promise.all([first, second])).toEqual([{ n: 3 }, { n: 3 }]);
  });

  it('different URLs are not shared', async () => {
    const { net, clients } = setup();
    void clients.get(at('/api/x?a=1'), () => ({ n: 0 }));
    void clients.get(at('/api/x?a=2'), () => ({ n: 0 }));
    await settle();
    expect(net.calls).toHaveLength(2);
  });

  it('once the request has settled, the next call asks again', async () => {
    const { net, clients } = setup();
    const first = clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    net.calls[0]?.answer(ok({ n: 1 }));
    await first;
    await settle();
    const second = clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    expect(net.calls).toHaveLength(2);
    net.calls[1]?.answer(ok({ n: 2 }));
    expect(await second).toEqual({ n: 2 });
  });

  it('a request still in flight after 30 s (timers throttled in a background tab) is not shared any more', async () => {
    const { clock, net, clients } = setup();
    void clients.get(at('/api/x'), () => ({ n: 0 }));
    clock.jump(29_999);
    void clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    expect(net.calls).toHaveLength(1);
    clock.jump(1);
    void clients.get(at('/api/x'), () => ({ n: 0 }));
    await settle();
    expect(net.calls).toHaveLength(2);
  });

  it('a shared failure shows the message once', async () => {
    const { net, reports, clients } = setup();
    const calls = [clients.get(at('/api/x'), () => ({ n: 0 })), clients.get(at('/api/x'), () => ({ n: 0 }))];
    await settle();
    net.calls[0]?.fail(new TypeError('Failed to fetch'));
    await Promise.all(calls);
    expect(reports).toHaveLength(1);
  });

  it('posts are never shared', async () => {
    const { net, clients } = setup();
    void clients.post(postAt('/api/x'), { a: 1 });
    void clients.post(postAt('/api/x'), { a: 1 });
    await settle();
    expect(net.calls).toHaveLength(2);
  });
});

describe('the 5 s GET client', () => {
  it('shell §7 "sends a csrf token header from its cookie"', async () => {
    const { net, clients } = setup({ cookies: () => 'uid=1; csrftoken=tok-123; nickname=a' });
    void clients.getFast(at('/api/x'), () => ({ n: 0 }));
    await settle();
    expect(header(net.calls[0], 'csrftoken')).toBe('tok-123');
    expect(header(net.calls[0], 'x-site-id')).toBe('177');
  });

  it('shell §7 "(default \'1\')" when the cookie is absent', async () => {
    const { net, clients } = setup({ cookies: () => 'uid=1' });
    void clients.getFast(at('/api/x'), () => ({ n: 0 }));
    await settle();
    expect(header(net.calls[0], 'csrftoken')).toBe('1');
  });

  it('shell §9 "Request timeouts ... 5000 ms": gives up at 5 s with the default and no message', async () => {
    const { clock, reports, clients } = setup();
    let result: { n: number } | undefined;
    void clients.getFast(at('/api/x'), () => ({ n: -5 })).then((r) => (result = r));
    await clock.advance(4_999);
    expect(result).toBeUndefined();
    await clock.advance(1);
    expect(result).toEqual({ n: -5 });
    expect(reports).toEqual([]);
  });

  it('parses its answer with the contract', async () => {
    const { net, clients } = setup();
    const pending = clients.getFast(at('/api/x'), () => ({ n: 0 }));
    await settle();
    net.calls[0]?.answer(ok({ n: 9 }));
    expect(await pending).toEqual({ n: 9 });
  });
});

describe('posts (shell §7 "form-encoded posts, credentials sent")', () => {
  it('send a form-encoded body with credentials and the csrf header', async () => {
    const { net, clients } = setup({ cookies: () => 'csrftoken=tok-9', dataPrefix: 'sub' });
    const pending = clients.post(postAt('/api/web/v1/auth/login'), {
      account: 'a@b.example',
      password: 'p&ss=word',
      skip: undefined,
      n: 2,
    });
    await settle();
    const call = net.calls[0];
    expect(call?.url).toBe('/sub/api/web/v1/auth/login');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(header(call, 'content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(header(call, 'csrftoken')).toBe('tok-9');
    expect(call?.init.body).toBe('account=a%40b.example&password=p%26ss%3Dword&n=2');
    call?.answer(ok({ n: 1 }));
    expect(await pending).toEqual({ ok: true, data: { n: 1 } });
  });

  it('report failures to the caller, not as the GET message', async () => {
    const { net, reports, clients } = setup();
    const pending = clients.post(postAt('/api/x'), {});
    await settle();
    net.calls[0]?.fail(new TypeError('Failed to fetch'));
    expect(await pending).toMatchObject({ ok: false, reason: 'network' });
    expect(reports).toEqual([]);
  });

  it('formEncode leaves out null and undefined fields', () => {
    expect(formEncode({ a: 'x y', b: null, c: undefined, d: true, e: 0 })).toBe('a=x+y&d=true&e=0');
  });
});

describe('getJson (bare JSON files)', () => {
  it('parses a file with no envelope, without the data prefix', async () => {
    const { net, clients } = setup({ dataPrefix: '/sub' });
    const pending = clients.getJson(fileAt('/js/tool/x.json'));
    await settle();
    expect(net.calls[0]?.url).toBe('/js/tool/x.json');
    net.calls[0]?.answer(Response.json({ n: 4 }));
    expect(await pending).toEqual({ ok: true, data: { n: 4 } });
  });

  it('reports a failure to the caller without the message (shell §8 config calls fall back silently)', async () => {
    const { net, reports, clients } = setup();
    const pending = clients.getJson(fileAt('/js/tool/x.json'));
    await settle();
    net.calls[0]?.answer(new Response('not found', { status: 404 }));
    expect(await pending).toMatchObject({ ok: false, reason: 'status' });
    expect(reports).toEqual([]);
  });
});
