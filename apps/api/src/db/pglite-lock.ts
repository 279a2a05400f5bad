import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { z } from 'zod';
import { EnvError } from '../env';

/**
 * PGlite is one process's database: two processes writing one folder lose writes without an error
 * (decision 0017). The folder is locked beside itself (`<folder>.lock`, proper-lockfile: an atomic
 * mkdir whose mtime the holder refreshes); `<folder>.lock-owner.json` names the holder.
 */

/** A lock not refreshed for this long belongs to a process that is gone (killed, frozen). */
export const LOCK_STALE_MS = 10_000;
/** How often the holder refreshes it: several refreshes fit in the stale time. */
const LOCK_UPDATE_MS = 2_000;
/** While a lock may still be a dead process's, try again this often until it is stale. */
const LOCK_RETRY_MS = 500;

/** The folder is held by another live process; an EnvError, so the entry points print the message alone. */
export class DatabaseLockedError extends EnvError {
  override name = 'DatabaseLockedError';
}

const ownerSchema = z.object({ pid: z.number().int().positive(), host: z.string(), since: z.string() });
type Owner = z.infer<typeof ownerSchema>;

export interface FolderLock {
  /** Give the folder back (the owner record first, then the lock). */
  release(): Promise<void>;
}

export interface FolderLockOptions {
  /**
   * The lock was taken from us (we stalled past the stale time and another process took it, or
   * someone deleted it). Default: stop the process, as two writers would lose data.
   */
  onLost?: (error: Error) => void;
}

function readOwner(path: string): Owner | undefined {
  try {
    const parsed = ownerSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Absent (never written, or released) or half-written: nobody known holds it.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** A record naming a process that may still hold the folder (not one of a dead local process). */
function liveOwner(owner: Owner | undefined): Owner | undefined {
  if (!owner) return undefined;
  return owner.host !== hostname() || isAlive(owner.pid) ? owner : undefined;
}

function lockedError(dir: string, owner: Owner | undefined): DatabaseLockedError {
  const who = owner
    ? `process ${owner.pid} on ${owner.host} (since ${owner.since})`
    : `another process (its lock ${dir}.lock is kept fresh)`;
  return new DatabaseLockedError(
    `The embedded database folder ${dir} is in use by ${who}. The embedded database serves one ` +
      'process only: stop that process, give this one another PGLITE_DIR, or use PostgreSQL (DATABASE_URL) to run several.',
  );
}

function isLockedError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ELOCKED';
}

/** Lock `dir` (an absolute path) for this process, or throw DatabaseLockedError naming the holder. */
export async function lockDatabaseFolder(dir: string, options: FolderLockOptions = {}): Promise<FolderLock> {
  const lockPath = `${dir}.lock`;
  const ownerPath = `${dir}.lock-owner.json`;
  const onLost =
    options.onLost ??
    ((error: Error) => {
      console.error(`[db] lost the lock on ${dir} (${error.message}); stopping so that two processes never write it`);
      process.exit(1);
    });
  const lockOptions = {
    stale: LOCK_STALE_MS,
    update: LOCK_UPDATE_MS,
    realpath: false,
    lockfilePath: lockPath,
    onCompromised: onLost,
  };

  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(dir, lockOptions);
  } catch (error) {
    if (!isLockedError(error)) throw error;
    const holder = liveOwner(readOwner(ownerPath));
    if (holder) throw lockedError(dir, holder);
    // The holder was killed less than LOCK_STALE_MS ago (or is writing its record now): wait
    // for its lock to go stale, which proper-lockfile then takes over.
    const retries = Math.ceil((LOCK_STALE_MS + LOCK_UPDATE_MS) / LOCK_RETRY_MS);
    try {
      unlock = await lockfile.lock(dir, {
        ...lockOptions,
        retries: { retries, factor: 1, minTimeout: LOCK_RETRY_MS, maxTimeout: LOCK_RETRY_MS },
      });
    } catch (retryError) {
      if (isLockedError(retryError)) throw lockedError(dir, readOwner(ownerPath));
      throw retryError;
    }
  }

  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Written whole, then renamed: a reader never sees half a record.
  const temporary = `${ownerPath}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(owner));
  renameSync(temporary, ownerPath);

  const forgetOwner = () => {
    if (readOwner(ownerPath)?.pid === process.pid) rmSync(ownerPath, { force: true });
  };
  // proper-lockfile removes the lock itself on exit; the record goes with it.
  process.once('exit', forgetOwner);
  return {
    async release() {
      process.removeListener('exit', forgetOwner);
      forgetOwner();
      try {
        await unlock();
      } catch (error) {
        // Already taken from us (onLost ran): nothing left to give back.
        if (!(error instanceof Error && 'code' in error && error.code === 'ERELEASED')) throw error;
      }
    },
  };
}
