import { createApiApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed';
import { type ApiEnv, EnvError } from './env';
import { loadSecretBox } from './secrets-config';
import { engineStreamSource } from './market-stream/engine-source';
import { createMarketStream, type MarketStream } from './market-stream/market-stream';
import { createMailer } from './services/mailer';
import { createMarketEngine, type MarketEngine } from './services/market/market-engine';
import { createChatFeed } from './services/chat';
import { createPrivateFeed } from './services/private-feed';
import { findSessionAccount } from './services/sessions';
import { startSpotMatcher } from './services/spot-matcher';
import { engineMarketSource, type MarketSource } from './services/market/market-source';
import { upstreamMarketSource } from './market-upstream/rest-relay';
import { upstreamStreamSource } from './market-upstream/upstream-stream-source';
import type { MarketStreamSource } from './market-stream/stream-source';
import { startSessionCache } from './services/session-cache';
import { resealTotpSecrets } from './services/two-factor';

/** A production deployment on PostgreSQL (several processes, real users): no development helpers. */
function productionOnPostgres(env: ApiEnv): boolean {
  return env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined;
}

/** Refuse to start what would lose messages or secrets in production (decision 0018). */
export function checkProductionEnv(env: ApiEnv): void {
  if (productionOnPostgres(env) && !env.SMTP_URL) {
    throw new EnvError(
      'Invalid environment variables:\n  SMTP_URL: required in production with DATABASE_URL (sign-up and password-reset messages must reach people)',
    );
  }
}

/** Open the database, migrate, seed (when asked) and build the app. */
export async function startApi(env: ApiEnv): Promise<{
  app: ReturnType<typeof createApiApp>;
  database: DatabaseHandle;
  marketStream: MarketStream;
  /** The spot matcher's passes (every API process runs them; decision 0039): stop before closing the database. */
  matcher: { stop(): Promise<void> };
}> {
  checkProductionEnv(env);
  // Before the database opens: a bad key stops the start with its reason, touching nothing.
  const secrets = loadSecretBox(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await database.prepare(env.SEED_DEMO_DATA ? seedDemoData : undefined);
  // Secrets sealed before encryption, by the seed or with a previous key are sealed (again) now.
  await resealTotpSecrets(database.db, secrets);
  // After the seed and the reseal: their notifications are of no use to an empty cache.
  const { cache: sessionCache } = await startSessionCache(database);
  const { marketSource, streamSource, engine } = await openMarket(env);
  // Closing the stream closes its source too (the feed's connection, in upstream mode).
  const marketStream = await createMarketStream({
    source: streamSource,
    privateFeed: createPrivateFeed({ database, engine, sessionCache }),
    chatFeed: createChatFeed({
      database,
      findAccount: (token) => findSessionAccount(database.db, token, new Date(), sessionCache),
    }),
  });
  const app = createApiApp({
    db: database.db,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    secrets,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    devOutbox: !env.SMTP_URL && !productionOnPostgres(env),
    sessionCache,
    marketSource,
    ...(env.MONITORING_FORWARD_DSN ? { monitoringForwardDsn: env.MONITORING_FORWARD_DSN } : {}),
    marketEngine: engine,
    imageRoot: env.IMAGE_ROOT,
  });
  const matcher = startSpotMatcher({ db: database.db, engine });
  return { app, database, marketStream, matcher };
}

/**
 * The market the REST calls and the stream read: one engine (a pure function of time: every
 * process agrees), or with MARKET_DATA_UPSTREAM a real Gate v4 feed, relayed (decision 0037).
 */
async function openMarket(
  env: ApiEnv,
): Promise<{ marketSource: MarketSource; streamSource: MarketStreamSource; engine: MarketEngine }> {
  const base = env.MARKET_DATA_UPSTREAM;
  // Trading always runs on the reference engine (a relayed feed has no orders of ours to fill).
  const engine = createMarketEngine();
  if (base === undefined) {
    return { marketSource: engineMarketSource(engine), streamSource: engineStreamSource(engine), engine };
  }
  const marketSource = upstreamMarketSource({ base });
  const streamSource = await upstreamStreamSource({
    base,
    pairs: () => marketSource.pairs(),
    candlesticks: (query, nowMs) => marketSource.candlesticks(query, nowMs),
  });
  console.log(`[api] market data relayed from ${new URL(base).origin}`);
  return { marketSource, streamSource, engine };
}
