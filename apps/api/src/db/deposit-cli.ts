import { apiEnvSchema, parseEnv } from '../env';
import { runDepositCommand } from './deposit-command';
import { openDatabase } from './database';

// `npm run dev:deposit -- <email> <coin> <network> <amount>` (issue 16): credit a made-up deposit on
// the database `npm start` uses (PGLITE_DIR or DATABASE_URL, as `npm run db:seed`). Development
// only: refused with NODE_ENV=production, before the database is opened.
if (process.env.NODE_ENV === 'production') {
  console.error('dev:deposit credits funds out of nothing: it does not run with NODE_ENV=production.');
  process.exit(1);
}
const env = parseEnv(apiEnvSchema, process.env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.prepare();
  process.exitCode = await runDepositCommand(database.db, process.argv.slice(2), {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    now: () => new Date(),
    nodeEnv: process.env.NODE_ENV,
  });
} finally {
  await database.close();
}
