import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiEnvBindings } from './app';
import { parseContentType, readBody } from './request-body';

const schema = z.object({ account: z.string(), note: z.string().optional(), toString: z.string().optional() });

/** A route that answers what readBody made of the body. */
const app = new Hono();
app.post('/', async (c) => c.json(await readBody(c, schema)));

const send = async (contentType: string, body: string | Uint8Array) => {
  const res = await app.request('/', { method: 'POST', headers: { 'content-type': contentType }, body });
  return res.json();
};
const FORM = 'application/x-www-form-urlencoded';
const utf8 = (text: string) => new TextEncoder().encode(text);
const withByte = (before: string, byte: number, after: string) =>
  Uint8Array.from([...utf8(before), byte, ...utf8(after)]);
const multipart = (fields: [string, string][]) =>
  fields.map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + '--x--\r\n';

describe('readBody: what a client sends, read exactly or refused with a 4xx', () => {
  it('reads form, multipart and JSON bodies alike', async () => {
    const expected = { ok: true, data: { account: 'a b+c@d.co', note: 'é😀' } };
    expect(await send(FORM, 'account=a+b%2Bc%40d.co&note=%C3%A9%F0%9F%98%80')).toEqual(expected);
    expect(
      await send(
        'multipart/form-data; boundary=x',
        multipart([
          ['account', 'a b+c@d.co'],
          ['note', 'é😀'],
        ]),
      ),
    ).toEqual(expected);
    expect(await send('application/json', JSON.stringify({ account: 'a b+c@d.co', note: 'é😀' }))).toEqual(expected);
  });

  it('a % that starts no escape stays as it is (WHATWG), as URLSearchParams reads it', async () => {
    expect(await send(FORM, 'account=100%&note=%ZZ%4')).toEqual({ ok: true, data: { account: '100%', note: '%ZZ%4' } });
  });

  it('refuses bytes that are not UTF-8 instead of turning them into U+FFFD', async () => {
    const refused = { ok: false, status: 400, message: 'The body is not valid UTF-8 text' };
    expect(await send(FORM, withByte('account=a', 0xff, ''))).toEqual(refused);
    expect(await send(FORM, 'account=%FF%FE')).toEqual(refused);
    expect(await send(FORM, 'account=%C3')).toEqual(refused);
    expect(await send(FORM, 'account=%ED%A0%80')).toEqual(refused); // an encoded surrogate
    expect(await send('application/json', withByte('{"account":"a', 0xc0, '"}'))).toEqual(refused);
    expect(
      await send(
        'multipart/form-data; boundary=x',
        withByte('--x\r\nContent-Disposition: form-data; name="account"\r\n\r\na', 0xff, '\r\n--x--\r\n'),
      ),
    ).toEqual(refused);
    // …while the same text in UTF-8 is read.
    expect(await send(FORM, 'account=%C3%BF')).toEqual({ ok: true, data: { account: 'ÿ' } });
  });

  it('refuses JSON strings holding half of a surrogate pair (JSON escapes can write one, UTF-8 cannot)', async () => {
    expect(await send('application/json', '{"account":"a\\ud800"}')).toEqual({
      ok: false,
      status: 400,
      message: 'account is not valid Unicode text',
    });
    expect(await send('application/json', '{"\\udfff":"x","account":"a"}')).toEqual({
      ok: false,
      status: 400,
      message: 'A field name is not valid Unicode text',
    });
    expect(await send('application/json', '{"account":"\\ud83d\\ude00"}')).toEqual({
      ok: true,
      data: { account: '😀' },
    });
  });

  it('a field named __proto__, constructor or toString is only a field (not the prototype, not "sent twice")', async () => {
    expect(await send(FORM, 'toString=x&account=a')).toEqual({ ok: true, data: { account: 'a', toString: 'x' } });
    expect(await send(FORM, 'constructor=1&account=a')).toEqual({ ok: true, data: { account: 'a' } });
    // Sent twice, __proto__ stays a field the schema drops (it used to become the prototype).
    expect(await send(FORM, '__proto__=a&__proto__=b&account=a')).toEqual({ ok: true, data: { account: 'a' } });
    expect(await send('application/json', '{"__proto__":{"account":"inherited"}}')).toEqual({
      ok: false,
      status: 400,
      message: 'account is required',
    });
    expect(await send(FORM, 'account=a&account=b')).toEqual({
      ok: false,
      status: 400,
      message: 'account was sent more than once',
    });
    expect(await send(FORM, 'note=x')).toEqual({ ok: false, status: 400, message: 'account is required' });
  });

  it('takes UTF-8 (or no) charset, and refuses a body that says it is another one', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
      'application/json; charset=us-ascii',
      'APPLICATION/JSON',
    ]) {
      expect(await send(type, '{"account":"a"}'), type).toEqual({ ok: true, data: { account: 'a' } });
    }
    for (const type of ['application/json; charset=utf-16', `${FORM}; charset=iso-8859-1`]) {
      expect(await send(type, '{"account":"a"}'), type).toEqual({
        ok: false,
        status: 415,
        message: 'Send the body as UTF-8 text (charset=utf-8)',
      });
    }
  });

  it('a multipart body that does not parse is a 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data', multipart([['account', 'a']])],
      ['multipart/form-data; boundary=', multipart([['account', 'a']])],
      ['multipart/form-data; boundary=y', multipart([['account', 'a']])],
      ['multipart/form-data; boundary=x', ''],
    ] as const) {
      expect(await send(type, body), type).toEqual({ ok: false, status: 400, message: 'The form body is malformed' });
    }
  });
});

describe('parseContentType', () => {
  it('splits the media type from its charset, case and quotes aside', () => {
    expect(parseContentType(' Application/JSON ; Charset="UTF-8" ')).toEqual({
      mediaType: 'application/json',
      charset: 'utf-8',
    });
    expect(parseContentType('multipart/form-data; boundary=x')).toEqual({
      mediaType: 'multipart/form-data',
      charset: null,
    });
    expect(parseContentType('')).toEqual({ mediaType: '', charset: null });
  });
});

describe('readBody on the API’s own Node server (the body read from the Node request)', () => {
  /** The app above behind a body limit, served as main.ts serves the API: the Node request in env. */
  async function served<T>(run: (origin: string) => Promise<T>): Promise<T> {
    const limited = new Hono<{ Bindings: ApiEnvBindings }>();
    limited.use(bodyLimit({ maxSize: 64, onError: (c) => c.json({ ok: false, status: 413 }, 413) }));
    limited.post('/', async (c) => c.json({ ...(await readBody(c, schema)), fromNode: c.env.incoming !== undefined }));
    const server = serve({
      fetch: (request, bindings) => limited.fetch(request, { incoming: bindings.incoming }),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      return await run(`http://127.0.0.1:${port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('reads a form with a declared length, a chunked one, and refuses one over the limit either way', async () => {
    await served(async (origin) => {
      const post = async (body: string | ReadableStream<Uint8Array>, extra: RequestInit = {}) => {
        const res = await fetch(origin, { method: 'POST', headers: { 'content-type': FORM }, body, ...extra });
        return { status: res.status, body: await res.json() };
      };
      expect(await post('account=a+b&note=%C3%A9')).toEqual({
        status: 200,
        body: { ok: true, data: { account: 'a b', note: 'é' }, fromNode: true },
      });
      // No length given: the body arrives chunked and goes through the limit's reader.
      const stream = () =>
        new ReadableStream({
          start(controller) {
            controller.enqueue(utf8('account=x'));
            controller.enqueue(utf8('&note=y'));
            controller.close();
          },
        });
      expect(await post(stream(), { duplex: 'half' } as RequestInit)).toEqual({
        status: 200,
        body: { ok: true, data: { account: 'x', note: 'y' }, fromNode: true },
      });
      expect((await post(`account=${'x'.repeat(100)}`)).status).toBe(413);
      const big = new ReadableStream({
        start(controller) {
          controller.enqueue(utf8(`account=${'x'.repeat(100)}`));
          controller.close();
        },
      });
      expect((await post(big, { duplex: 'half' } as RequestInit)).status).toBe(413);
    });
  });
});
