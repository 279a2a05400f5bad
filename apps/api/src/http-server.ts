import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Slow-client defence: a client gets this long to send its request headers… */
export const HEADERS_TIMEOUT_MS = 10_000;
/** …and this long for the whole request, body included. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this (below a load balancer's own idle timeout). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node looks for requests past those timeouts (its default, 30 s, would let them run late). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** On SIGTERM/SIGINT, requests in flight get this long to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Options for http.createServer (or @hono/node-server's serverOptions) with the slow-client timeouts. */
export const SERVER_TIMEOUTS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
} as const;

/**
 * Graceful stop on SIGTERM and SIGINT (the API alone and the web server share it): stop accepting,
 * let requests in flight finish (at most SHUTDOWN_GRACE_MS, then their connections are cut), close
 * what `close` closes (the database), exit 0. A second signal cuts at once.
 */
export function stopGracefullyOnSignals(
  server: Server,
  options: {
    name: string;
    close: () => Promise<void>;
    /**
     * Called as stopping begins: long-lived connections the server does not track as requests
     * (the market stream's WebSockets) are told to go elsewhere, so the close is not held up.
     */
    stopping?: () => Promise<void>;
  },
): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  let stopping = false;
  // Answers given while stopping close their connection (keep-alive clients go elsewhere, and
  // the server does not wait out their idle time): those of requests already in flight too.
  const unanswered = new Set<ServerResponse>();
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) return closeAfterAnswer(response);
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.closeAllConnections();
      return;
    }
    stopping = true;
    unanswered.forEach(closeAfterAnswer);
    console.log(
      `[${options.name}] ${signal}: finishing requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s), then stopping`,
    );
    void options.stopping?.().catch((error: unknown) => console.error(`[${options.name}] stopping:`, error));
    const cutOff = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cutOff.unref();
    // Stops accepting at once and closes idle keep-alive connections; calls back when the last
    // request has been answered (or cut off above).
    server.close(() => {
      clearTimeout(cutOff);
      options.close().then(
        () => {
          console.log(`[${options.name}] stopped`);
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`[${options.name}] closing the database failed:`, error);
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
