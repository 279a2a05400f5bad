import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { apiEnvSchema, EnvError, parseEnv } from './env';
import { SERVER_TIMEOUTS, stopGracefullyOnSignals } from './http-server';
import { attachMarketStream } from './market-stream/market-stream';
import { startApi } from './start';

// The API on its own (`npm run start:api`), for deployments that scale it apart from the web.
async function main() {
  const env = parseEnv(apiEnvSchema, process.env);
  const { app, database, marketStream, matcher } = await startApi(env);
  const server = serve(
    {
      // The socket's address, for per-client limits: from the connection, never from a header.
      fetch: (request, bindings) =>
        app.fetch(request, { clientAddress: bindings.incoming.socket.remoteAddress, incoming: bindings.incoming }),
      port: env.PORT,
      hostname: env.HOST,
      serverOptions: SERVER_TIMEOUTS,
    },
    (info) => {
      console.log(`[api] listening on http://${env.HOST}:${info.port} (database: ${database.kind})`);
    },
  );
  if (!isHttpServer(server)) throw new Error('expected an HTTP/1.1 server');
  attachMarketStream(server, marketStream);
  stopGracefullyOnSignals(server, {
    name: 'api',
    stopping: () => Promise.all([marketStream.close(), matcher.stop()]).then(() => undefined),
    close: () => database.close(),
  });
}

function isHttpServer(server: ReturnType<typeof serve>): server is Server {
  return 'closeAllConnections' in server && 'keepAliveTimeout' in server;
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
