import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from './test';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

// These start server processes of their own: what a person gets from `npm start`.

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: { ...process.env, HOST: '127.0.0.1', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test('a bad environment variable stops the server with a message naming it', async () => {
  for (const [name, value, says] of [
    ['PORT', 'eighty', 'PORT: a port number'],
    ['API_ORIGIN', 'ftp://api', 'API_ORIGIN: an http:// or https:// URL'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL: a postgres:// or postgresql:// URL'],
  ] as const) {
    const server = run(['apps/web/dist/server.js'], { [name]: value, PGLITE_DIR: 'data/e2e/never' });
    expect(await server.exited, name).toBe(1);
    expect(server.output()).toContain(says);
  }
});

test('`npm start` (scripts/start.mjs) migrates, seeds and serves / on a fresh database within 60 s', async () => {
  test.setTimeout(90_000);
  const dir = 'data/e2e/npm-start';
  rmSync(dir, { recursive: true, force: true });
  const port = 4320;
  const started = Date.now();
  const server = run([...serverNodeFlags('start'), 'scripts/start.mjs', 'web'], {
    PORT: String(port),
    PGLITE_DIR: dir,
  });
  try {
    let status = 0;
    let html = '';
    while (Date.now() - started < 60_000) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        status = res.status;
        html = await res.text();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(status, server.output()).toBe(200);
    expect(html).toContain('data-count="2700">Trade 2,700+ cryptocurrencies<');
    expect(html).toContain('>₺<!-- --> <!-- -->TRY</option>');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
