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
        },
      },
      {
        // The API against a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
