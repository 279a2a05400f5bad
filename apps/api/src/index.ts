export { createApiApp, type ApiApp, type ApiDeps } from './app';
export { openDatabase, type Database, type DatabaseHandle } from './db/database';
export { seedDemoData } from './db/seed';
export { apiEnvShape, apiEnvSchema, booleanFlag, EnvError, parseEnv, port, type ApiEnv } from './env';
export { startApi } from './start';
export { SESSION_COOKIE } from './auth-cookies';
export { SERVER_TIMEOUTS, stopGracefullyOnSignals } from './http-server';
export { attachMarketStream, createMarketStream, type MarketStream } from './market-stream/market-stream';
