import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { apiEnvSchema, EnvError, parseEnv } from './env';
import { startApi } from './start';

/** Slow-client defence: a client gets this long to send its request headers… */
const HEADERS_TIMEOUT_MS = 10_000;
/** …and this long for the whole request, body included. */
const REQUEST_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this (below a load balancer's own idle timeout). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node looks for requests past those timeouts (its default, 30 s, would let them run late). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** On SIGTERM/SIGINT, requests in flight get this long to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

// The API on its own (`npm run start:api`), for deployments that scale it apart from the web.
async function main() {
  const env = parseEnv(apiEnvSchema, process.env);
  const { app, database } = await startApi(env);
  const server = serve(
    {
      // The socket's address, for per-client limits: from the connection, never from a header.
      fetch: (request, bindings) => app.fetch(request, { clientAddress: bindings.incoming.socket.remoteAddress }),
      port: env.PORT,
      hostname: env.HOST,
      serverOptions: {
        headersTimeout: HEADERS_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      },
    },
    (info) => {
      console.log(`[api] listening on http://${env.HOST}:${info.port} (database: ${database.kind})`);
    },
  );
  if (!isHttpServer(server)) throw new Error('expected an HTTP/1.1 server');
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
      // A second signal: no more waiting.
      server.closeAllConnections();
      return;
    }
    stopping = true;
    unanswered.forEach(closeAfterAnswer);
    console.log(`[api] ${signal}: finishing requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s), then stopping`);
    const cutOff = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cutOff.unref();
    // Stops accepting at once and closes idle keep-alive connections; calls back when the last
    // request has been answered (or cut off above).
    server.close(() => {
      clearTimeout(cutOff);
      database.close().then(
        () => {
          console.log('[api] stopped');
          process.exit(0);
        },
        (error: unknown) => {
          console.error('[api] closing the database failed:', error);
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function isHttpServer(server: ReturnType<typeof serve>): server is Server {
  return 'closeAllConnections' in server && 'keepAliveTimeout' in server;
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
