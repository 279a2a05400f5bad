import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/{app,server,micro-apps}/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
          ],
          // The web server's tests start the real API on PGlite in their hooks: opening it took
          // over 10 s (the default) on a busy two-core machine. A ceiling, not a timed test.
          hookTimeout: 30_000,
        },
      },
      {
        // The API against a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
