import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MARKET_STREAM_PATH } from '@meridian/contracts';
import WebSocket from 'ws';
import { attachMarketStream, type MarketStream } from '../market-stream/market-stream';

/** A frame the server sent, parsed (the envelope's fields as they arrived). */
export interface Frame {
  time: number;
  time_ms: number;
  id?: number;
  channel: string;
  event: string;
  error: { code: number; message: string } | null;
  result: unknown;
}

/** An HTTP server on loopback whose upgrades of /ws/v4/ go to `stream`. */
export async function serveStream(
  stream: MarketStream,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(404).end());
  attachMarketStream(server, stream);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}${MARKET_STREAM_PATH}`,
    server,
    close: async () => {
      await stream.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/**
 * A test client: sends frames stamped with `clock()` and waits for frames matching a test (never a
 * fixed sleep: each wait has a deadline and fails with what did arrive).
 */
export class StreamClient {
  readonly frames: Frame[] = [];
  private waiters: { test: (frame: Frame) => boolean; done: (frame: Frame) => void }[] = [];
  closed: Promise<{ code: number }>;

  private constructor(
    readonly socket: WebSocket,
    private readonly clock: () => number,
  ) {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true;
        waiter.done(frame);
        return false;
      });
    });
    this.closed = new Promise((done) => socket.on('close', (code: number) => done({ code })));
  }

  static async open(
    url: string,
    clock: () => number = Date.now,
    options?: WebSocket.ClientOptions,
  ): Promise<StreamClient> {
    const socket = new WebSocket(url, options);
    const client = new StreamClient(socket, clock);
    await once(socket, 'open');
    return client;
  }

  send(frame: Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ time: Math.floor(this.clock() / 1000), ...frame }));
  }

  /** The first frame (already received or coming) that passes `test`, within `timeoutMs`. */
  next(test: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const seen = this.frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const channels = this.frames
          .map((f) => `${f.channel}/${f.event}`)
          .slice(-10)
          .join(', ');
        reject(new Error(`no matching frame within ${timeoutMs} ms; last frames: ${channels}`));
      }, timeoutMs);
      this.waiters.push({
        test,
        done: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  /** Forget frames received so far (a later `next` waits for new ones). */
  clear(): void {
    this.frames.length = 0;
  }

  close(): void {
    this.socket.close();
  }
}
