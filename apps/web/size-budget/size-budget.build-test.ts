// Runs after a production build (`npm run test:size` builds when stale): every page route's
// first-load JS against its budget in budget.json. Bytes, not timings: the build is deterministic.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstLoadJs, readRouteManifest } from './first-load';

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
const budget = z
  .object({ routes: z.record(z.string(), z.number().positive()) })
  .parse(JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8')));
const { manifest } = readRouteManifest(clientDir);

/** Page routes: they render (a default export) and no other route renders inside them. */
const parents = new Set(Object.values(manifest.routes).flatMap((r) => (r.parentId ? [r.parentId] : [])));
const pageRoutes = Object.values(manifest.routes)
  .filter((r) => r.hasDefaultExport === true && !parents.has(r.id))
  .map((r) => r.id)
  .sort();

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('first-load JS budgets (issue 10: home 140 kB, other pages 150 kB)', () => {
  it('names every page route of the build, and only those', () => {
    expect(Object.keys(budget.routes).sort()).toEqual(pageRoutes);
  });

  it.each(Object.entries(budget.routes))('%s stays within %d kB', (routeId, limitKb) => {
    const { total, files } = firstLoadJs(clientDir, routeId);
    const breakdown = [...files]
      .sort((a, b) => b[1] - a[1])
      .map(([file, size]) => `  ${kB(size).padStart(9)}  ${file}`)
      .join('\n');
    console.log(`${routeId}: ${kB(total)} of ${limitKb} kB\n${breakdown}`);
    expect(
      total,
      `${routeId} loads ${kB(total)} of JS at first, over its ${limitKb} kB:\n${breakdown}`,
    ).toBeLessThanOrEqual(limitKb * 1000);
  });
});
