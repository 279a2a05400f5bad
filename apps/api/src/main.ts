import { serve } from '@hono/node-server';
import { apiEnvSchema, EnvError, parseEnv } from './env';
import { startApi } from './start';

// The API on its own (`npm run start:api`), for deployments that scale it apart from the web.
async function main() {
  const env = parseEnv(apiEnvSchema, process.env);
  const { app, database } = await startApi(env);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`[api] listening on http://${env.HOST}:${info.port} (database: ${database.kind})`);
  });
  const stop = () => {
    server.close(() => void database.close().finally(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
