import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiEnvSchema, EnvError, parseEnv } from './env';
import { generatedKeyPath, loadSecretBox } from './secrets-config';
import { createSecretBox, newSecretKeyText, parseSecretKey } from './services/secret-box';
import { checkProductionEnv } from './start';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const env = (vars: Record<string, string>) => parseEnv(apiEnvSchema, vars);

describe('SECRETS_KEY (issue 7: secrets at rest)', () => {
  it('the embedded database gets a key generated once, kept beside it, readable by the owner only', () => {
    const dir = tempDir();
    const pgliteDir = join(dir, 'pglite');
    const first = loadSecretBox(env({ PGLITE_DIR: pgliteDir }));
    const path = generatedKeyPath(pgliteDir);
    expect(path).toBe(join(dir, 'secrets.key'));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    // The next start reads the same key: what the first sealed, the second opens.
    const again = loadSecretBox(env({ PGLITE_DIR: pgliteDir }));
    expect(again.open(first.seal('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('SECRETS_KEY wins, and SECRETS_KEY_PREVIOUS opens what older keys sealed', () => {
    const oldKey = newSecretKeyText();
    const sealed = createSecretBox(parseSecretKey(oldKey)).seal('secret');
    const box = loadSecretBox(
      env({
        SECRETS_KEY: newSecretKeyText(),
        SECRETS_KEY_PREVIOUS: ` ${newSecretKeyText()}, ${oldKey} `,
        PGLITE_DIR: join(tempDir(), 'db'),
      }),
    );
    expect(box.open(sealed)).toBe('secret');
    expect(box.isCurrent(sealed)).toBe(false);
  });

  it('a malformed key stops the start naming the variable', () => {
    expect(() => loadSecretBox(env({ SECRETS_KEY: 'hunter2' }))).toThrowError(EnvError);
    expect(() => loadSecretBox(env({ SECRETS_KEY: 'hunter2' }))).toThrowError(/SECRETS_KEY: a key of 32 random bytes/);
    expect(() => loadSecretBox(env({ SECRETS_KEY: newSecretKeyText(), SECRETS_KEY_PREVIOUS: 'short' }))).toThrowError(
      /SECRETS_KEY_PREVIOUS/,
    );
  });

  it('production on PostgreSQL refuses to start without SECRETS_KEY or SMTP_URL; development does not', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };
    expect(() => loadSecretBox(env(production))).toThrowError(/SECRETS_KEY: required in production/);
    expect(() => checkProductionEnv(env(production))).toThrowError(/SMTP_URL: required in production/);
    expect(() => checkProductionEnv(env({ ...production, SMTP_URL: 'smtp://mail.example:25' }))).not.toThrow();
    expect(() => loadSecretBox(env({ ...production, SECRETS_KEY: newSecretKeyText() }))).not.toThrow();
    expect(() => checkProductionEnv(env({ PGLITE_DIR: join(tempDir(), 'db') }))).not.toThrow();
  });

  it('SMTP_URL must be an smtp(s) URL', () => {
    expect(() => env({ SMTP_URL: 'http://mail.example' })).toThrowError(/SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/);
    expect(env({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).SMTP_URL).toBe('smtps://user:pass@mail.example:465');
  });
});
