// The Node flags `npm start` and `npm run start:api` give the server (package.json "scripts",
// decision 0032), read from there so the bench and the e2e servers, which start the built server
// directly, run it exactly as a person's `npm start` does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build-if-stale.mjs';

/** The `--flags` between `node` and the script in the package.json script `name`. */
export function serverNodeFlags(name = 'start') {
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  const match = /^node((?:\s+--\S+)*)\s+scripts\/start\.mjs\b/.exec(scripts[name] ?? '');
  if (!match) throw new Error(`package.json script ${name} is not "node [--flags] scripts/start.mjs …"`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}
