// `npm start` (web + API in one process) and `npm run start:api` (the API alone): build what is
// missing, then run the server in this process. Migrations and the seed run at server start-up.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

const ENTRIES = { web: 'apps/web/dist/server.js', api: 'apps/api/dist/main.js' };
const which = process.argv[2] ?? 'web';
const entry = ENTRIES[which];
if (!entry) {
  console.error(`usage: start.mjs web|api (got ${which})`);
  process.exit(2);
}
buildIfStale();
await import(pathToFileURL(join(root, entry)).href);
