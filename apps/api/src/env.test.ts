import { describe, expect, it } from 'vitest';
import { apiEnvSchema, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies defaults when nothing is set', () => {
    const env = parseEnv(apiEnvSchema, {});
    expect(env).toMatchObject({ PORT: 3001, PGLITE_DIR: './data/pglite', SEED_DEMO_DATA: true, TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty string as unset', () => {
    expect(parseEnv(apiEnvSchema, { DATABASE_URL: '', PORT: '' }).PORT).toBe(3001);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv(apiEnvSchema, { PORT: 'eighty' })).toThrowError(EnvError);
    expect(() => parseEnv(apiEnvSchema, { PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => parseEnv(apiEnvSchema, { DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL: a postgres/);
    expect(() => parseEnv(apiEnvSchema, { SEED_DEMO_DATA: 'yes' })).toThrowError(
      /SEED_DEMO_DATA: use true, false, 1 or 0/,
    );
  });

  it('accepts a PostgreSQL URL and boolean flags', () => {
    const env = parseEnv(apiEnvSchema, {
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      SEED_DEMO_DATA: '0',
      PORT: '8080',
    });
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', SEED_DEMO_DATA: false, PORT: 8080 });
  });
});

describe('MARKET_DATA_UPSTREAM', () => {
  it('is unset by default (the engine), an http(s) origin when given, and anything else is refused by name', () => {
    expect(parseEnv(apiEnvSchema, {}).MARKET_DATA_UPSTREAM).toBeUndefined();
    expect(parseEnv(apiEnvSchema, { MARKET_DATA_UPSTREAM: 'https://api.gateio.ws' }).MARKET_DATA_UPSTREAM).toBe(
      'https://api.gateio.ws',
    );
    expect(() => parseEnv(apiEnvSchema, { MARKET_DATA_UPSTREAM: 'wss://api.gateio.ws' })).toThrowError(
      /MARKET_DATA_UPSTREAM: an http:\/\/ or https:\/\/ URL/,
    );
  });
});
