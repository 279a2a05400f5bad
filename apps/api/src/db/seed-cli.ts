import { apiEnvSchema, parseEnv } from '../env';
import { openDatabase } from './database';
import { seedDemoData } from './seed';

// `npm run db:seed`: migrate and seed without starting a server.
const env = parseEnv(apiEnvSchema, process.env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await database.prepare(seedDemoData);
await database.close();
console.log(`[seed] demo data is in place (${database.kind})`);
