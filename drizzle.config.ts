import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it diffs server/db/schema against migrations/ and needs no
// database. Migrations are applied by the server at start-up and by `npm run db:migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './migrations',
});
