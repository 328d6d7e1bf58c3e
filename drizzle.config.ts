import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the drizzle schema: `npx drizzle-kit generate --name <what>`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
