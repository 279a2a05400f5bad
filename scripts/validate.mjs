// `npm run validate` (and `npm test`): lint, typecheck, format check and unit tests side by side,
// as many at once as the machine has cores, then (when all four passed) the production build with
// its size budgets, then the end-to-end suite on that build.
// Each check's output is printed whole when it finishes, so parallel runs never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

/** Longest first, so the slowest check starts at once. */
const CHECKS = ['test:unit', 'lint', 'typecheck', 'format:check'];
const slots = Math.max(1, Math.min(CHECKS.length, availableParallelism()));

function run(script, { quiet }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      resolve({ script, ok: code === 0, seconds, output });
    });
  });
}

const queue = [...CHECKS];
const results = [];
async function worker() {
  for (let script = queue.shift(); script; script = queue.shift()) {
    const result = await run(script, { quiet: true });
    console.log(`\n== ${script}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds} s`);
    if (!result.ok || process.env.VALIDATE_VERBOSE) console.log(result.output);
    results.push(result);
  }
}
console.log(`== validate: ${CHECKS.join(', ')} (${slots} at a time), then test:size, then test:e2e`);
await Promise.all(Array.from({ length: slots }, worker));

const failed = results.filter((r) => !r.ok).map((r) => r.script);
if (failed.length > 0) {
  console.error(`\n== validate failed: ${failed.join(', ')} (end-to-end tests not run)`);
  process.exit(1);
}
const size = await run('test:size', { quiet: false });
console.log(`\n== test:size: ${size.ok ? 'passed' : 'FAILED'} in ${size.seconds} s`);
if (!size.ok) process.exit(1);
const e2e = await run('test:e2e', { quiet: false });
console.log(`\n== test:e2e: ${e2e.ok ? 'passed' : 'FAILED'} in ${e2e.seconds} s`);
process.exit(e2e.ok ? 0 : 1);
