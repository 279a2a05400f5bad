import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { postLogin } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { createApiApp, openDatabase, type DatabaseHandle } from '@meridian/api';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp } from './app';
import { createNodeListener } from './node-listener';

// Issue 7, deliver 3: "the web server hands the real socket address to the in-process API … a test
// shows 20 failures from one address do not lock out a second address". The whole default stack
// (`npm start` without TRUST_PROXY): the Node listener, the web app and the real API on a real
// database, over real sockets from two loopback addresses (Linux routes all of 127/8 to lo).

const noPages = (): Promise<ServerBuild> => Promise.reject(new Error('no page is rendered in this test'));

let database: DatabaseHandle;
let server: Server;
let port = 0;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.prepare();
  const api = createApiApp({ db: database.db, bodyLimitBytes: 8192, trustProxy: false });
  const app = createWebApp({
    dev: false,
    bodyLimitBytes: 8192,
    trustProxy: false,
    api: { kind: 'in-process', fetch: api.fetch },
    build: noPages,
  });
  // Every address: the second client connects to 127.0.0.2 from 127.0.0.2.
  server = createServer(createNodeListener({ fetch: app.fetch })).listen(0, '0.0.0.0');
  await once(server, 'listening');
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  server.close();
  await database.close();
});

/** A POST of a form from `from` (a loopback address), with a double-submit csrf token and a forged X-Forwarded-For. */
function postForm(
  from: string,
  path: string,
  form: Record<string, string>,
  forgedFor: string,
): Promise<{ status: number; message: string }> {
  const body = new URLSearchParams(form).toString();
  const token = 'lockout-test-token-0123456789abcdefghijklmnop';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: from,
        localAddress: from,
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          cookie: `${CSRF_COOKIE}=${token}`,
          [CSRF_HEADER]: token,
          'x-forwarded-for': forgedFor,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          const message = typeof parsed === 'object' && parsed && 'message' in parsed ? String(parsed.message) : '';
          resolve({ status: res.statusCode ?? 0, message });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('per-client log-in limits without a proxy, over real sockets', () => {
  it('20 wrong log-ins from 127.0.0.1 lock out that address only; 127.0.0.2 still gets a plain wrong-password answer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Each attempt claims another forwarded address and names another account: neither helps.
      const answer = await postForm(
        '127.0.0.1',
        postLogin.path,
        { account: `nobody.${i}@example.com`, password: 'wrong password 1' },
        `192.0.2.${i}`,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 19).every((s) => s !== 429)).toBe(true);
    expect(statuses[19]).toBe(429);

    const again = await postForm(
      '127.0.0.1',
      postLogin.path,
      { account: 'someone@example.com', password: 'wrong password 1' },
      '198.51.100.1',
    );
    expect(again.status).toBe(429);
    expect(again.message).toContain('from your network');

    const other = await postForm(
      '127.0.0.2',
      postLogin.path,
      { account: 'someone@example.com', password: 'wrong password 1' },
      '192.0.2.1',
    );
    expect(other.status).not.toBe(429);
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.message).not.toContain('Too many');
    // Scrypt at its production cost for each of the 22 attempts (unknown accounts too): seconds.
  }, 120_000);
});
