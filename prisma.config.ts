import { defineConfig } from 'prisma/config';

// Read by the Prisma CLI only. The server itself connects through
// src/prisma/prisma.service.ts and migrates through src/database/migrator.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  // `prisma generate` needs no database, so an unset URL must not fail it.
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
