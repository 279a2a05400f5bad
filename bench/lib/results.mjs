// Results as JSON in bench/results/ (git-ignored), each stamped with the date and the commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './servers.mjs';

export const resultsDir = join(root, 'bench/results');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit measured, and whether the work tree had changes on top of it. */
export function commitStamp() {
  return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
}

/** Write bench/results/<name>.json: { date, commit, dirty, ...figures }. */
export function writeResult(name, figures) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...commitStamp(), ...figures }, null, 2)}\n`);
  return file;
}

/** The last result of that name, or undefined when that part has not run. */
export function readResult(name) {
  const file = join(resultsDir, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
