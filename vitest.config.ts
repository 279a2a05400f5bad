import { defineConfig } from 'vitest/config';
import { compiledCatalogs, FORMAT_ONLY_ALIAS } from './apps/web/vite-plugins/icu-messages';

export default defineConfig({
  test: {
    projects: [
      {
        // The site's messages are compiled before use, in tests as in the builds (decision 0030);
        // use-intl is inlined so that its own import of the formatter takes the alias.
        plugins: [compiledCatalogs()],
        resolve: { alias: [FORMAT_ONLY_ALIAS] },
        test: {
          name: 'unit',
          server: { deps: { inline: ['use-intl'] } },
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/{app,server,micro-apps}/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
            'apps/web/size-budget/*.test.ts',
          ],
          // The web server's tests start the real API on PGlite in their hooks: opening it took
          // over 10 s (the default) on a busy two-core machine. A ceiling, not a timed test.
          hookTimeout: 30_000,
        },
      },
      {
        // The production build's first-load JS against size-budget/budget.json (`npm run test:size`).
        test: { name: 'size', include: ['apps/web/size-budget/*.build-test.ts'] },
      },
      {
        // The API against a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
