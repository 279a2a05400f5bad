import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from './database';

const folders: string[] = [];
const rowsOf = (result: unknown) => z.object({ rows: z.array(z.unknown()) }).parse(result).rows;
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database (issue 10: memory)', () => {
  it('runs with 16 MB of shared buffers', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const result = await handle.db.execute(sql`select current_setting('shared_buffers') as value`);
      expect(rowsOf(result)).toEqual([{ value: '16MB' }]);
    } finally {
      await handle.close();
    }
  });

  it('creates a new folder, starts again on it, and keeps what was written', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'meridian-pglite-'));
    folders.push(folder);
    const first = await openDatabase({ pgliteDir: folder });
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();
    const second = await openDatabase({ pgliteDir: folder });
    try {
      const result = await second.db.execute(sql`select n from kept`);
      expect(rowsOf(result)).toEqual([{ n: 7 }]);
    } finally {
      await second.close();
    }
  });
});
