import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { MARKET_STREAM_PATH } from '@meridian/contracts';
import { WebSocketServer } from 'ws';
import { API_TIMEOUT_MS } from './api-gateway';

/** Where the browser's market stream goes: the API's stream in this process, or the API at API_ORIGIN. */
export type StreamTarget =
  | { kind: 'in-process'; handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void }
  | { kind: 'remote'; origin: string; timeoutMs?: number };

const refuse = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);

/** RFC 6455 "Try Again Later": the stream's API is down or busy; the client reconnects after a wait. */
export const STREAM_UNAVAILABLE_CLOSE = 1013;
export const STREAM_UNAVAILABLE_REASON = 'Market stream unavailable, try again later';

/** Completes handshakes only to close them at once (no messages, no tracking). */
const closer = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: 1024 });

/**
 * The API behind the stream did not answer: the handshake is completed and the socket closed
 * with 1013, so the browser's client waits and reconnects. A refused handshake (502) would do the
 * same, but every browser logs it as an error in the console of a page that works otherwise.
 */
function closeUnavailable(request: IncomingMessage, socket: Duplex, head: Buffer): void {
  if (!socket.writable || socket.destroyed) return;
  closer.handleUpgrade(request, socket, head, (ws) => ws.close(STREAM_UNAVAILABLE_CLOSE, STREAM_UNAVAILABLE_REASON));
}

/** Is this upgrade for the market stream (`/ws/v4/`, with or without its slash and query)? */
export function isMarketStreamPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === MARKET_STREAM_PATH || path === MARKET_STREAM_PATH.slice(0, -1);
}

/**
 * The web server's WebSocket upgrades: the market stream is taken by the API in process, or its
 * upgrade forwarded to API_ORIGIN and the two sockets joined; every other upgrade is refused.
 */
export function attachStreamGateway(
  server: Server,
  target: StreamTarget,
  options: { trustProxy: boolean },
): { close: () => Promise<void> } {
  // Forwarded streams, cut when the server stops (the clients reconnect to another process).
  const forwarded = new Set<Duplex>();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!isMarketStreamPath(request.url)) return refuse(socket, '404 Not Found');
    if (target.kind === 'in-process') return target.handleUpgrade(request, socket, head);
    forwarded.add(socket);
    socket.on('close', () => forwarded.delete(socket));
    forwardUpgrade(target, request, socket, head, options.trustProxy);
  });
  return {
    close: async () => {
      for (const socket of forwarded) socket.destroy();
    },
  };
}

/** The headers a client could forge to pass for someone else; the gateway writes its own. */
const SPOOFABLE = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']);

function forwardUpgrade(
  target: Extract<StreamTarget, { kind: 'remote' }>,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  trustProxy: boolean,
): void {
  const origin = new URL(target.origin);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && (trustProxy || !SPOOFABLE.has(name))) headers[name] = value;
  }
  const socketAddress = request.socket.remoteAddress;
  if (!trustProxy && socketAddress) headers['x-forwarded-for'] = socketAddress;
  const send = origin.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send({
    protocol: origin.protocol,
    hostname: origin.hostname,
    port: origin.port,
    method: 'GET',
    path: request.url,
    headers,
    timeout: target.timeoutMs ?? API_TIMEOUT_MS,
  });
  // Once the API answered (or gave up), a later error of the request says nothing new.
  let settled = false;
  upstream.on('upgrade', (answer: IncomingMessage, upstreamSocket: Socket, upstreamHead: Buffer) => {
    settled = true;
    // The connect timeout is for the handshake; a stream may then be quiet for as long as it likes.
    upstreamSocket.setTimeout(0);
    upstream.removeAllListeners('timeout');
    const lines = [`HTTP/1.1 101 ${answer.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
    socket.on('close', () => upstreamSocket.destroy());
    upstreamSocket.on('close', () => socket.destroy());
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
  });
  upstream.on('response', (answer: IncomingMessage) => {
    settled = true;
    answer.resume();
    const status = answer.statusCode ?? 502;
    // The API is there and refuses this request (a bad path, a bad key): said as it said it.
    if (status < 500) refuse(socket, `${status} ${answer.statusMessage ?? ''}`.trim());
    else closeUnavailable(request, socket, head);
  });
  upstream.on('timeout', () => {
    settled = true;
    upstream.destroy();
    closeUnavailable(request, socket, head);
  });
  upstream.on('error', () => {
    if (!settled) closeUnavailable(request, socket, head);
    settled = true;
  });
  upstream.end();
}
