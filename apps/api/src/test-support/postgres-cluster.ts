import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server for one test file, which the test may stop, start and cut
 * (scripts/start-test-postgres.sh does the same for the shared test server). Needs Debian's
 * postgresql package; as root (CI) the server runs as the postgres user, which initdb insists on.
 */

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** A port nobody listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface RunAs {
  uid: number;
  gid: number;
}

function run(command: string, args: string[], runAs: RunAs | undefined, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, timeout: 60_000, ...(runAs ?? {}) }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres'], undefined, '/'),
    run('id', ['-g', 'postgres'], undefined, '/'),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export interface PostgresCluster {
  /** postgres://…/postgres, superuser `meridian`, trust authentication, loopback only. */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: every session is ended (57P01), new ones are refused until start(). */
  stop(): Promise<void>;
  /** pg_terminate_backend on every client session but this one; how many were ended. */
  terminateClientConnections(): Promise<number>;
  /** Stop and delete everything. */
  destroy(): Promise<void>;
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const runAs = await postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'meridian-faults-pg-'));
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  // Durability is not under test: no fsync keeps the server quick on a busy machine.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'meridian', '--auth=trust', '-E', 'UTF8', '--no-sync'], runAs, dir);
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], runAs, dir);
  const cluster: PostgresCluster = {
    url: `postgres://meridian@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl('-l', join(dir, 'server.log'), '-w', '-o', serverOptions, 'start');
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    async terminateClientConnections() {
      const admin = new pg.Client({ connectionString: cluster.url });
      admin.on('error', () => {});
      await admin.connect();
      try {
        const result = await admin.query<{ ended: boolean }>(
          "select pg_terminate_backend(pid) as ended from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
        );
        return result.rows.filter((row) => row.ended).length;
      } finally {
        await admin.end();
      }
    },
    async destroy() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
