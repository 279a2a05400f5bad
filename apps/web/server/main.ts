import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  EnvError,
  parseEnv,
  SERVER_TIMEOUTS,
  startApi,
  stopGracefullyOnSignals,
  type DatabaseHandle,
  type MarketStream,
} from '@meridian/api';
import type { ServerBuild } from 'react-router';
import type { ApiTarget } from './api-gateway';
import { createWebApp } from './app';
import { webEnvSchema } from './env';
import { createNodeListener } from './node-listener';
import { readStylesheets } from './inline-styles';
import { createStaticFiles } from './static-files';
import { attachStreamGateway, type StreamTarget } from './stream-gateway';

// server/main.ts (development, via tsx) and dist/server.js (production) both sit one folder
// below apps/web.
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const dev = process.argv.includes('--dev');
  const env = parseEnv(webEnvSchema, process.env);

  let database: DatabaseHandle | undefined;
  let marketStream: MarketStream | undefined;
  let matcher: { stop(): Promise<void> } | undefined;
  let api: ApiTarget;
  let stream: StreamTarget;
  if (env.API_ORIGIN) {
    api = { kind: 'remote', origin: env.API_ORIGIN, timeoutMs: env.API_TIMEOUT_MS };
    stream = { kind: 'remote', origin: env.API_ORIGIN, timeoutMs: env.API_TIMEOUT_MS };
  } else {
    const started = await startApi(env);
    database = started.database;
    marketStream = started.marketStream;
    matcher = started.matcher;
    api = { kind: 'in-process', fetch: started.app.fetch };
    stream = { kind: 'in-process', handleUpgrade: started.marketStream.handleUpgrade };
  }

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  if (dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ root: webRoot, server: { middlewareMode: true } });
    viteMiddlewares = devServer.middlewares;
    build = async () => (await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  } else {
    build = (await import(pathToFileURL(join(webRoot, 'build/server/index.js')).href)) as ServerBuild;
  }

  const app = createWebApp({
    dev,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    api,
    build,
    streamHosts: env.MARKET_STREAM_HOSTS,
    // Production pages carry their stylesheets inline (decision 0030); Vite serves them in development.
    stylesheets: dev ? undefined : readStylesheets(join(webRoot, 'build/client')),
  });
  const listener = createNodeListener({
    fetch: app.fetch,
    // Vite serves the browser files in development; the build's files are served in production.
    staticFiles: dev
      ? undefined
      : await createStaticFiles({ clientDir: join(webRoot, 'build/client'), trustProxy: env.TRUST_PROXY }),
    before: viteMiddlewares,
  });
  const server = createServer(SERVER_TIMEOUTS, listener);
  // The market stream (/ws/v4/): taken by the API in process, or forwarded to API_ORIGIN.
  const gateway = attachStreamGateway(server, stream, { trustProxy: env.TRUST_PROXY });
  server.listen(env.PORT, env.HOST, () => {
    const where = env.API_ORIGIN ? `API at ${env.API_ORIGIN}` : `API in process, database: ${database?.kind}`;
    console.log(
      `[web] Meridian listening on http://${env.HOST}:${env.PORT} (${dev ? 'development' : 'production'}; ${where})`,
    );
  });

  stopGracefullyOnSignals(server, {
    name: 'web',
    stopping: async () => {
      await gateway.close();
      await marketStream?.close();
      await matcher?.stop();
    },
    close: () => database?.close() ?? Promise.resolve(),
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
