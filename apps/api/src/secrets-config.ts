import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ApiEnv } from './env';
import { EnvError } from './env';
import {
  createSecretBox,
  newSecretKeyText,
  parseSecretKey,
  type SecretBox,
  SecretKeyError,
} from './services/secret-box';

type SecretsEnv = Pick<ApiEnv, 'NODE_ENV' | 'DATABASE_URL' | 'PGLITE_DIR' | 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS'>;

/** The generated key of the embedded database: beside its folder (./data/secrets.key by default). */
export function generatedKeyPath(pgliteDir: string): string {
  return join(dirname(resolve(pgliteDir)), 'secrets.key');
}

function parse(name: string, text: string) {
  try {
    return parseSecretKey(text);
  } catch (error) {
    if (error instanceof SecretKeyError)
      throw new EnvError(`Invalid environment variables:\n  ${name}: ${error.message}`);
    throw error;
  }
}

/**
 * The secret box from SECRETS_KEY (and SECRETS_KEY_PREVIOUS). Without SECRETS_KEY: production on
 * PostgreSQL refuses to start (several processes must share one key, so none may invent its
 * own); otherwise (the embedded database, development) a key is generated once and kept in a
 * file only the owner can read, beside the embedded database's folder; an in-memory database
 * gets a key for this process only.
 */
export function loadSecretBox(env: SecretsEnv): SecretBox {
  const previous = (env.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => parse('SECRETS_KEY_PREVIOUS', k));
  if (env.SECRETS_KEY) return createSecretBox(parse('SECRETS_KEY', env.SECRETS_KEY), previous);
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new EnvError(
      'Invalid environment variables:\n  SECRETS_KEY: required in production with DATABASE_URL (32 random bytes, e.g. `openssl rand -hex 32`), the same in every process',
    );
  }
  if (!env.DATABASE_URL && env.PGLITE_DIR === 'memory://')
    return createSecretBox(parse('SECRETS_KEY', newSecretKeyText()), previous);
  const path = generatedKeyPath(env.PGLITE_DIR);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    // wx: two processes starting at once cannot both write a key; the loser reads the winner's.
    try {
      writeFileSync(path, `${newSecretKeyText()}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
  chmodSync(path, 0o600);
  return createSecretBox(parse(`the key file ${path}`, readFileSync(path, 'utf8')), previous);
}
