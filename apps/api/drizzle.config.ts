import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start-up by the same code on
// PGlite and PostgreSQL (src/db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
