import { readFile } from 'node:fs/promises';
import { apiEnvSchema, parseEnv } from '../env';
import { runCampaignsCommand } from './campaigns-command';
import { openDatabase } from './database';

// `npm run campaigns -- import file.json | export`: the marketing campaigns (issue 15), on the
// database `npm start` uses (PGLITE_DIR or DATABASE_URL, as `npm run db:seed`).
const env = parseEnv(apiEnvSchema, process.env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.prepare();
  process.exitCode = await runCampaignsCommand(database.db, process.argv.slice(2), {
    readFile: (path) => readFile(path, 'utf8'),
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    now: () => new Date(),
  });
} finally {
  await database.close();
}
