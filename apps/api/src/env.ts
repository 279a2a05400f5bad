import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The web's public folder, whose images/ the image endpoint reads (decision 0054). This file sits
 * one folder below its package, as do the bundles built from it (apps/api/dist, apps/web/dist),
 * so the same relative path finds apps/web/public from each.
 */
export const DEFAULT_IMAGE_ROOT = defaultImageRoot();

function defaultImageRoot(): string {
  const url = new URL('../../web/public', import.meta.url);
  // A test environment that loads modules over http (happy-dom's) has no such folder to read.
  return url.protocol === 'file:' ? fileURLToPath(url) : 'apps/web/public';
}

/** "true"/"false"/"1"/"0" from the environment. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'use true, false, 1 or 0' })
  .transform((v) => v === 'true' || v === '1');

export const port = z.coerce.number({ message: 'a port number' }).int('a whole number').min(1).max(65535);

/** Variables the API reads; the web server reads these too when it mounts the API in process. */
export const apiEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3001),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'a postgres:// or postgresql:// URL' }).optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'a number of bytes' })
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(100 * 1024),
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * 32 random bytes (64 hex digits or base64url) sealing secrets at rest (TOTP) and keying the
   * session-bound csrf tokens. Required in production on PostgreSQL; on the embedded database a
   * key is generated once and kept beside it (secrets-config.ts, decision 0018).
   */
  SECRETS_KEY: z.string().min(1).optional(),
  /** Older keys, comma-separated, kept while values sealed with them are sealed again (rotation). */
  SECRETS_KEY_PREVIOUS: z.string().min(1).optional(),
  /** smtp(s)://user:pass@host:port for outgoing mail; unset: messages stay in the database outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Meridian <no-reply@meridian.example>'),
  /**
   * A Gate API v4-compatible feed (https://api.gateio.ws, or a test's loopback server): the market
   * calls and stream relay it instead of the built-in engine (decision 0037). Unset: the engine.
   */
  MARKET_DATA_UPSTREAM: z.url({ protocol: /^https?$/, message: 'an http:// or https:// URL' }).optional(),
  /**
   * A hosted monitoring service's DSN (Sentry's protocol, `https://<key>@<host>/<project>`): the
   * collector forwards every event it stores there too, redacted (decision 0053). Unset: kept here only.
   */
  MONITORING_FORWARD_DSN: z.url({ protocol: /^https?$/, message: 'a DSN: https://<key>@<host>/<project>' }).optional(),
  /** The folder holding images/ for the image endpoint (decision 0054); default: the web's public folder. */
  IMAGE_ROOT: z.string().min(1).default(DEFAULT_IMAGE_ROOT),
};

export const apiEnvSchema = z.object(apiEnvShape);
export type ApiEnv = z.infer<typeof apiEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parse the environment once at start-up. Empty strings count as unset. A bad value throws an
 * EnvError whose message names every offending variable.
 */
export function parseEnv<S extends z.ZodObject>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`,
  );
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}
