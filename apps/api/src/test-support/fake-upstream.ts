import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { MARKET_STREAM_PATH } from '@meridian/contracts';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { engineStreamSource } from '../market-stream/engine-source';
import { createMarketStream, type MarketStream } from '../market-stream/market-stream';
import { marketRoutes } from '../routes/market';
import { createMarketEngine } from '../services/market/market-engine';
import { engineMarketSource } from '../services/market/market-source';

/** How the fake answers REST calls: as Gate would, or one of the ways a feed goes wrong. */
export type FakeRestMode = 'gate' | 'bad-json' | 'wrong-shape' | 'server-error' | 'slow' | 'one-odd-row';

export interface FakeUpstream {
  /** http://127.0.0.1:<port> (the stream is ws://127.0.0.1:<port>/ws/v4/). */
  origin: string;
  /** Switch for the REST answers. */
  rest: FakeRestMode;
  /** Stream tickers: Gate's shape, or a ticker whose `last` is not a number. */
  streamTickers: 'gate' | 'wrong-shape';
  /** REST requests received (path and query), in order. */
  requests: string[];
  /** Stream connections open now. */
  streamConnections(): number;
  /** Writes `text` as a raw text frame to every stream connection (frames our stream would never send). */
  sendRawFrame(text: string): void;
  /** Stops (clients see the connection go) and starts again on the same port with a fresh stream. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A server-to-client WebSocket text frame, unmasked (RFC 6455 §5.2), for up to 64 KiB. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  if (payload.length < 126) return Buffer.concat([Buffer.from([0x81, payload.length]), payload]);
  const header = Buffer.from([0x81, 126, 0, 0]);
  header.writeUInt16BE(payload.length, 2);
  return Buffer.concat([header, payload]);
}

/**
 * A Gate v4 feed on loopback for the adapter's tests (decision 0037): a real HTTP and WebSocket
 * server whose honest answers are our own engine's routes and stream on the test's clock (so an
 * answer through the adapter can be compared with the engine's), with switches for malformed,
 * failing and never-finishing answers.
 */
export async function startFakeUpstream(options: { now: () => number; tickMs?: number }): Promise<FakeUpstream> {
  const engine = createMarketEngine();
  const stalled = new Set<() => void>();
  const sockets = new Set<Duplex>();
  let server: Server | undefined;
  let stream: MarketStream | undefined;
  let port = 0;

  const app = new Hono<ApiBindings>();
  app.use(async (c, next) => {
    fake.requests.push(`${c.req.path}${new URL(c.req.url).search}`);
    switch (fake.rest) {
      case 'bad-json':
        return c.body('{"currency_pair": "BTC_', 200, { 'content-type': 'application/json' });
      case 'wrong-shape':
        return c.json({ surprise: 'not a Gate answer' });
      case 'server-error':
        return c.json({ label: 'SERVER_ERROR', message: 'Internal server error' }, 500);
      case 'slow':
        // Never answers while the test runs (released on close).
        await new Promise<void>((release) => stalled.add(release));
        return c.json([]);
      case 'gate':
        c.set('now', new Date(options.now()));
        return next();
      case 'one-odd-row': {
        // The honest answer with its first row's first field turned into an object no contract takes.
        c.set('now', new Date(options.now()));
        await next();
        const body: unknown = await c.res.json();
        const first: unknown = Array.isArray(body) ? body[0] : undefined;
        if (Array.isArray(body) && typeof first === 'object' && first !== null) {
          const [field] = Object.keys(first);
          if (field !== undefined) body[0] = { ...first, [field]: { odd: true } };
        }
        c.res = new Response(JSON.stringify(body), { status: c.res.status, headers: c.res.headers });
        return;
      }
    }
  });
  app.route('/', marketRoutes(engineMarketSource(engine)));

  const source = engineStreamSource(engine);
  const streamSource: typeof source = {
    ...source,
    ticker: (pair, nowMs) => {
      const ticker = source.ticker(pair, nowMs);
      return fake.streamTickers === 'wrong-shape' ? { ...ticker, last: 'not a number' } : ticker;
    },
  };

  async function listen() {
    stream = await createMarketStream({
      source: streamSource,
      now: options.now,
      limits: { tickMs: options.tickMs ?? 20 },
    });
    const current = stream;
    server = createServer(getRequestListener(app.fetch));
    server.on('upgrade', (request, socket: Socket, head: Buffer) => {
      if ((request.url ?? '').split('?')[0] !== MARKET_STREAM_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      current.handleUpgrade(request, socket, head);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  }

  async function stop() {
    for (const release of stalled) release();
    stalled.clear();
    await stream?.close();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const closing = server;
    if (closing) {
      closing.closeAllConnections();
      await new Promise<void>((done) => closing.close(() => done()));
    }
  }

  await listen();
  const fake: FakeUpstream = {
    origin: `http://127.0.0.1:${port}`,
    rest: 'gate',
    streamTickers: 'gate',
    requests: [],
    streamConnections: () => sockets.size,
    sendRawFrame(text) {
      for (const socket of sockets) socket.write(textFrame(text));
    },
    async restart() {
      await stop();
      await listen();
    },
    close: stop,
  };
  return fake;
}
