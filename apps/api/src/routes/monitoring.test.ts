import { getDevMonitoringEvents, MONITORING_BROWSER_DSN, postMonitoringEnvelope } from '@meridian/contracts';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { monitoringEvents } from '../db/schema';
import {
  ingestUrlOf,
  MONITORING_ENVELOPE_MAX_BYTES,
  MONITORING_ENVELOPES_PER_MINUTE,
} from '../services/monitoring-collector';
import { createSecretBox, newSecretKeyText, parseSecretKey } from '../services/secret-box';
import { createTestDatabase } from '../test-support/test-database';
import { TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const clock = testClock(Date.UTC(2026, 10, 6, 11, 0, 0));

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApiApp({
    db: database.db,
    bodyLimitBytes: 200 * 1024,
    trustProxy: false,
    now: clock.now,
    secrets: createSecretBox(parseSecretKey(newSecretKeyText())),
    devOutbox: true,
  });
});
afterAll(async () => {
  await database.close();
});

let ids = 0;
const eventId = () => (ids += 1).toString(16).padStart(32, 'a');

/** An envelope as the Sentry browser SDK writes it (header line, then item header and payload lines). */
function envelope(
  items: Array<[Record<string, unknown>, Record<string, unknown>]>,
  dsn = MONITORING_BROWSER_DSN,
): string {
  const lines = [JSON.stringify({ event_id: eventId(), sent_at: new Date(clock.now()).toISOString(), dsn })];
  for (const [header, payload] of items) lines.push(JSON.stringify(header), JSON.stringify(payload));
  return lines.join('\n');
}

const post = (browser: TestBrowser, body: string) =>
  browser.call(postMonitoringEnvelope.path, { body, contentType: 'text/plain;charset=UTF-8', csrf: false });

const SECRETS = {
  email: 'jane.doe.secret@mail.example',
  card: '4111111111111111',
  phone: '+8613812345678',
  token: 'tok_live_0123456789abcdef',
  tx: `0x${'ab'.repeat(32)}`,
};

describe('the monitoring collector (issue 14 item 4; decision 0053)', () => {
  it('stores an error event, redacted again on receipt, without a csrf header', async () => {
    const id = eventId();
    const res = await post(
      new TestBrowser(app),
      envelope([
        [
          { type: 'event' },
          {
            event_id: id,
            level: 'error',
            exception: { values: [{ type: 'Error', value: `card ${SECRETS.card} of ${SECRETS.email}` }] },
            request: { url: `https://www.meridian.example/fee?email=${SECRETS.email}&token=${SECRETS.token}` },
            breadcrumbs: [{ message: `called ${SECRETS.phone}`, data: { authorization: SECRETS.token } }],
            tags: { site: 'main' },
            extra: { hash: SECRETS.tx },
          },
        ],
        [{ type: 'session' }, { status: 'ok' }],
      ]),
    );
    expect(res.status, res.message).toBe(200);
    expect(res.data).toEqual({ stored: 1, ignored: 1 });
    const [row] = await database.db.select().from(monitoringEvents).where(eq(monitoringEvents.eventId, id));
    expect(row).toMatchObject({ kind: 'error', level: 'error' });
    expect(row?.title.startsWith('Error: card ')).toBe(true);
    const stored = JSON.stringify(row);
    for (const secret of Object.values(SECRETS)) expect(stored).not.toContain(secret);
    // The same event again is stored once.
    const again = await post(new TestBrowser(app), envelope([[{ type: 'event' }, { event_id: id, message: 'x' }]]));
    expect(again.data).toEqual({ stored: 0, ignored: 1 });
  });

  it('tells web vitals and custom events by their tag', async () => {
    const vital = eventId();
    await post(
      new TestBrowser(app),
      envelope([
        [{ type: 'event' }, { event_id: vital, message: 'web-vital LCP', level: 'info', tags: { kind: 'web-vital' } }],
      ]),
    );
    const listed = await new TestBrowser(app).call(getDevMonitoringEvents.path);
    expect((listed.data as { events: Array<{ eventId: string; kind: string }> }).events[0]).toMatchObject({
      eventId: vital,
      kind: 'web-vital',
    });
  });

  it('answers a malformed, foreign or oversized envelope with a 4xx and a message', async () => {
    const browser = new TestBrowser(app);
    const cases: Array<[string, number]> = [
      ['', 400],
      ['not json', 400],
      ['[1,2]', 400],
      [envelope([[{ type: 'event' }, { event_id: eventId() }]], 'https://someone@else.example/9'), 400],
      [`${envelope([])}\n{"no":"type"}\n{}`, 400],
      [
        envelope(
          Array.from(
            { length: 21 },
            () => [{ type: 'session' }, {}] as [Record<string, unknown>, Record<string, unknown>],
          ),
        ),
        400,
      ],
      [`${envelope([])}\n${JSON.stringify({ type: 'event' })}\n${'x'.repeat(MONITORING_ENVELOPE_MAX_BYTES)}`, 413],
    ];
    for (const [body, status] of cases) {
      const res = await post(browser, body);
      expect(res.status, body.slice(0, 60)).toBe(status);
      expect(res.message.length).toBeGreaterThan(0);
    }
    // Raw bytes that are no UTF-8 (a lone continuation byte, an invalid lead byte).
    const notUtf8 = await app.request(postMonitoringEnvelope.path, {
      method: 'POST',
      body: new Uint8Array([0x7b, 0x80, 0xff, 0x7d]),
      headers: { 'content-type': 'text/plain' },
    });
    expect(notUtf8.status).toBe(400);
    expect(((await notUtf8.json()) as { message: string }).message).toBe('The envelope is not valid UTF-8 text.');
  });

  it('never answers a fuzzed body with a 5xx', async () => {
    const browser = new TestBrowser(app);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 2000 }), async (body) => {
        const res = await post(browser, `${JSON.stringify({ dsn: MONITORING_BROWSER_DSN })}\n${body}`);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it(`allows ${MONITORING_ENVELOPES_PER_MINUTE} envelopes a minute per client network, then a 429`, async () => {
    clock.set(Math.ceil(clock.now() / 60_000) * 60_000 + 1_000);
    const browser = new TestBrowser(app);
    const body = envelope([[{ type: 'client_report' }, {}]]);
    for (let i = 0; i < MONITORING_ENVELOPES_PER_MINUTE; i += 1) expect((await post(browser, body)).status).toBe(200);
    const over = await post(browser, body);
    expect(over.status).toBe(429);
  });
});

describe('forwarding to a hosted service (README: MONITORING_FORWARD_DSN)', () => {
  it('computes the envelope endpoint of a DSN as the SDKs do', () => {
    expect(ingestUrlOf('https://abc@o1.ingest.example/42')).toBe(
      'https://o1.ingest.example/api/42/envelope/?sentry_key=abc&sentry_version=7',
    );
    expect(ingestUrlOf('https://abc@host.example/prefix/7')).toBe(
      'https://host.example/prefix/api/7/envelope/?sentry_key=abc&sentry_version=7',
    );
    expect(ingestUrlOf('https://host.example/7')).toBeUndefined();
  });

  it('forwards the stored events, redacted, to a fake service on loopback', async () => {
    const received: Array<{ url: string; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body });
        res.writeHead(200).end('{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const forwarding = createApiApp({
        db: database.db,
        bodyLimitBytes: 200 * 1024,
        trustProxy: false,
        now: clock.now,
        secrets: createSecretBox(parseSecretKey(newSecretKeyText())),
        monitoringForwardDsn: `http://hostedkey@127.0.0.1:${port}/42`,
      });
      const id = eventId();
      const res = await post(
        new TestBrowser(forwarding),
        envelope([[{ type: 'event' }, { event_id: id, message: `failed for ${SECRETS.email}` }]]),
      );
      expect(res.status).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]?.url).toBe('/api/42/envelope/?sentry_key=hostedkey&sentry_version=7');
      expect(received[0]?.body).toContain(id);
      expect(received[0]?.body).not.toContain(SECRETS.email);
    } finally {
      server.close();
    }
  });
});
