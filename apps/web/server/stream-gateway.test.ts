import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { attachMarketStream, createMarketEngine, createMarketStream, engineStreamSource } from '@meridian/api';
import { MARKET_STREAM_PATH, PING_CHANNEL, PONG_CHANNEL } from '@meridian/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  attachStreamGateway,
  STREAM_UNAVAILABLE_CLOSE,
  STREAM_UNAVAILABLE_REASON,
  type StreamTarget,
} from './stream-gateway';

// The web server's WebSocket gateway (issue 11 deliverable 3): the market stream forwarded to
// API_ORIGIN, and what a browser sees when that API is down. Real servers and sockets on loopback.

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A web server whose upgrades go through the gateway to `target`. */
async function gatewayTo(target: StreamTarget): Promise<string> {
  const server = createServer((_request, response) => response.writeHead(404).end());
  const gateway = attachStreamGateway(server, target, { trustProxy: false });
  closers.push(gateway.close);
  return listen(server);
}

/** An address nothing listens on: a server opened, then closed. */
async function deadOrigin(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

/** How a connection attempt ended: opened and then closed (code, reason), or refused (HTTP status). */
function outcome(url: string): Promise<{ opened: boolean; code?: number; reason?: string; status?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    let opened = false;
    socket.on('open', () => (opened = true));
    socket.on('close', (code: number, reason: Buffer) => resolve({ opened, code, reason: reason.toString() }));
    socket.on('unexpected-response', (_request, response: IncomingMessage) => {
      resolve({ opened, status: response.statusCode });
      response.resume();
      socket.terminate();
    });
    socket.on('error', () => undefined);
  });
}

describe('the stream gateway', () => {
  it('forwards the market stream to the API at API_ORIGIN: a ping is answered by the API', async () => {
    const stream = await createMarketStream({ source: engineStreamSource(createMarketEngine()) });
    const api = createServer((_request, response) => response.writeHead(404).end());
    attachMarketStream(api, stream);
    closers.push(() => stream.close());
    const apiHost = await listen(api);
    const web = await gatewayTo({ kind: 'remote', origin: `http://${apiHost}` });
    const socket = new WebSocket(`ws://${web}${MARKET_STREAM_PATH}`);
    await once(socket, 'open');
    socket.send(JSON.stringify({ time: Math.floor(Date.now() / 1000), channel: PING_CHANNEL }));
    const [data] = (await once(socket, 'message')) as [Buffer];
    expect(JSON.parse(data.toString())).toMatchObject({ channel: PONG_CHANNEL, error: null });
    socket.close();
    await once(socket, 'close');
  });

  it('refuses upgrades of any other path with a 404', async () => {
    const web = await gatewayTo({ kind: 'remote', origin: await deadOrigin() });
    expect(await outcome(`ws://${web}/ws/other`)).toEqual({ opened: false, status: 404 });
  });

  it('with the API down, opens and closes with 1013 "try again later" (no failed handshake in the browser console)', async () => {
    const web = await gatewayTo({ kind: 'remote', origin: await deadOrigin() });
    expect(await outcome(`ws://${web}${MARKET_STREAM_PATH}`)).toEqual({
      opened: true,
      code: STREAM_UNAVAILABLE_CLOSE,
      reason: STREAM_UNAVAILABLE_REASON,
    });
  });

  it('closes with 1013 when the API answers the upgrade with a 5xx, and relays a 4xx as it is', async () => {
    let status = 503;
    const api = createServer((_request, response) => response.writeHead(404).end());
    api.on('upgrade', (_request, socket) =>
      socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`),
    );
    const web = await gatewayTo({ kind: 'remote', origin: `http://${await listen(api)}` });
    expect(await outcome(`ws://${web}${MARKET_STREAM_PATH}`)).toMatchObject({ opened: true, code: 1013 });
    status = 429;
    expect(await outcome(`ws://${web}${MARKET_STREAM_PATH}`)).toEqual({ opened: false, status: 429 });
  });

  it('closes with 1013 when the API does not answer the handshake in time', async () => {
    // Accepts the connection and never answers (the socket is held until the test ends).
    const api = createServer(() => undefined);
    api.on('upgrade', (_request, socket: Duplex) => closers.push(async () => void socket.destroy()));
    const web = await gatewayTo({ kind: 'remote', origin: `http://${await listen(api)}`, timeoutMs: 200 });
    expect(await outcome(`ws://${web}${MARKET_STREAM_PATH}`)).toMatchObject({ opened: true, code: 1013 });
  });
});
